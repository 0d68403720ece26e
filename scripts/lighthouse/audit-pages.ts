import { statSync } from 'node:fs';
import { join } from 'node:path';
import { locales, sourceLocale, type Locale } from '../../src/shared/locales';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';
import { loadServerEntry } from '../prerender/server-bundle';

/** Which budget of lighthouserc.json a page is held to. */
export type AuditBudget = 'home' | 'page' | 'noindex' | 'notFound';

export interface AuditPage {
  /** What the page stands for, e.g. `home, intro seen` or the template's name. */
  label: string;
  locale: Locale;
  /** The URL path, with the language's prefix (`/zh/auth`). */
  path: string;
  budget: AuditBudget;
  /**
   * Where the report ends, when the page sends Lighthouse (a visitor with no session) on: a page
   * for signed-in visitors lands on the sign-in page (`/zh/auth?next=%2Faccount`).
   */
  landsOn?: string;
}

/** The largest page (HTML bytes) of every template but the home page, in one language. */
async function largestPerTemplate(root: string, distDir: string, locale: Locale): Promise<AuditPage[]> {
  const { pages, signInPath } = await loadServerEntry(root, distDir, locale);
  const largest = new Map<string, AuditPage & { bytes: number }>();
  for (const { path, template, noindex = false, access } of pages) {
    if (template === 'home') continue;
    const localePath = pathIn(locale, path);
    const bytes = statSync(join(distDir, htmlFileForPath(localePath))).size;
    if (bytes <= (largest.get(template)?.bytes ?? -1)) continue;
    const landsOn = access === 'signed-in' ? { landsOn: pathIn(locale, signInPath(path)) } : {};
    largest.set(template, { label: template, locale, path: localePath, budget: noindex ? 'noindex' : 'page', ...landsOn, bytes });
  }
  return [...largest.values()].map(({ bytes: _bytes, ...page }) => page);
}

/**
 * The pages Lighthouse audits, from the content registry of the built site, in every language: the
 * home page on a first visit (the intro plays) and as a second visit of the session finds it, the
 * largest page of every other template (the most a page of that template carries), and the
 * not-found page. A template whose pages are kept out of search engines (the account page, the
 * reset form) is held to the `noindex` budget. Lighthouse has no session: the account page sends it
 * to sign in before the page paints, and its report is of that.
 */
export async function auditPages(root: string, distDir: string): Promise<AuditPage[]> {
  const perLocale = await Promise.all(
    locales.map(async (locale): Promise<AuditPage[]> => {
      const home = pathIn(locale, '/');
      return [
        { label: 'home, first visit (intro)', locale, path: home, budget: 'home' },
        { label: 'home, intro seen', locale, path: `${home}?intro=seen`, budget: 'page' },
        ...(await largestPerTemplate(root, distDir, locale)),
        // Lighthouse stops on a 404 status; the host also serves the not-found page at /404, with 200.
        { label: 'not found', locale, path: pathIn(locale, '/404'), budget: 'notFound' },
      ];
    }),
  );
  return perLocale.flat();
}

/**
 * The pages whose categories (accessibility, best practices, SEO) `npm test` checks, one run each:
 * every English page of `auditPages` and the Chinese and Amharic home page on a first visit (their
 * scripts, Amharic's web font, the intro in their words). The other languages' pages of a template
 * share its markup; `npm run lhci` audits them all.
 */
export function categoryPages(pages: AuditPage[]): AuditPage[] {
  return pages.filter((page) => page.locale === sourceLocale || page.path === pathIn(page.locale, '/'));
}
