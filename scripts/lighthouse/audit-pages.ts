import { statSync } from 'node:fs';
import { join } from 'node:path';
import { translatedLocales } from '../../src/shared/locales';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';
import { loadServerEntry } from '../prerender/server-bundle';

/** Which budget of lighthouserc.json a page is held to. */
export type AuditBudget = 'home' | 'page' | 'noindex' | 'notFound';

export interface AuditPage {
  label: string;
  path: string;
  budget: AuditBudget;
}

/**
 * The pages Lighthouse audits, from the content registry of the built site: the home page on a
 * first visit (the intro plays) and as a second visit of the session would find it, the largest
 * page of every other template, and the not-found page. A template whose pages are kept out of
 * search engines (the account page, the reset form) is held to the `noindex` budget. In Chinese and
 * Amharic (their scripts, Amharic's web font): the home page as a second visit finds it and the
 * largest of those pages.
 */
export async function auditPages(root: string, distDir: string): Promise<AuditPage[]> {
  const { pages } = await loadServerEntry(root, distDir);
  const largest = new Map<string, { path: string; bytes: number; noindex: boolean }>();
  for (const { path, template, noindex = false } of pages) {
    if (template === 'home') continue;
    const bytes = statSync(join(distDir, htmlFileForPath(path))).size;
    if (bytes > (largest.get(template)?.bytes ?? -1)) largest.set(template, { path, bytes, noindex });
  }
  const heaviest = [...largest.values()].reduce((most, page) => (page.bytes > most.bytes ? page : most));
  return [
    { label: 'home, first visit (intro)', path: '/', budget: 'home' },
    { label: 'home, intro seen', path: '/?intro=seen', budget: 'page' },
    ...[...largest].map(([template, { path, noindex }]): AuditPage => ({ label: template, path, budget: noindex ? 'noindex' : 'page' })),
    ...translatedLocales.flatMap((locale): AuditPage[] => [
      { label: `${locale} home, intro seen`, path: `${pathIn(locale, '/')}?intro=seen`, budget: 'page' },
      { label: `${locale} ${heaviest.path}`, path: pathIn(locale, heaviest.path), budget: heaviest.noindex ? 'noindex' : 'page' },
    ]),
    // Lighthouse stops on a 404 status; the host also serves the not-found page at /404, with 200.
    { label: 'not found', path: '/404', budget: 'notFound' },
  ];
}
