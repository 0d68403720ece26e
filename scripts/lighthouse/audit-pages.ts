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
}

/** The largest page (HTML bytes) of every template but the home page, in one language. */
async function largestPerTemplate(root: string, distDir: string, locale: Locale): Promise<AuditPage[]> {
  const { pages } = await loadServerEntry(root, distDir, locale);
  const largest = new Map<string, { path: string; bytes: number; noindex: boolean }>();
  for (const { path, template, noindex = false } of pages) {
    if (template === 'home') continue;
    const localePath = pathIn(locale, path);
    const bytes = statSync(join(distDir, htmlFileForPath(localePath))).size;
    if (bytes > (largest.get(template)?.bytes ?? -1)) largest.set(template, { path: localePath, bytes, noindex });
  }
  return [...largest].map(([template, { path, noindex }]) => ({ label: template, locale, path, budget: noindex ? 'noindex' : 'page' }));
}

/**
 * The pages Lighthouse audits, from the content registry of the built site, in every language: the
 * home page on a first visit (the intro plays) and as a second visit of the session finds it, the
 * largest page of every other template (the most a page of that template carries), and the
 * not-found page. A template whose pages are kept out of search engines (the account page, the
 * reset form) is held to the `noindex` budget.
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
