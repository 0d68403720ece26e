import { statSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFileForPath } from '../../src/content/paths';
import { loadServerEntry } from '../prerender/server-bundle';

export interface AuditPage {
  label: string;
  path: string;
}

/**
 * The pages Lighthouse audits, from the content registry of the built site: the home page on a
 * first visit (the intro plays) and as a second visit of the session would find it, the largest
 * page of every other template, and the not-found page.
 */
export async function auditPages(root: string, distDir: string): Promise<AuditPage[]> {
  const { pages } = await loadServerEntry(root, distDir);
  const largest = new Map<string, { path: string; bytes: number }>();
  for (const { path, template } of pages) {
    if (template === 'home') continue;
    const bytes = statSync(join(distDir, htmlFileForPath(path))).size;
    if (bytes > (largest.get(template)?.bytes ?? -1)) largest.set(template, { path, bytes });
  }
  return [
    { label: 'home, first visit (intro)', path: '/' },
    { label: 'home, intro seen', path: '/?intro=seen' },
    ...[...largest].map(([template, { path }]) => ({ label: template, path })),
    // Lighthouse stops on a 404 status; the host also serves the not-found page at /404, with 200.
    { label: 'not found', path: '/404' },
  ];
}
