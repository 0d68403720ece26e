import { beforeAll, describe, expect, it } from 'vitest';
import { auditPages, type AuditPage } from '../../scripts/lighthouse/audit-pages';
import { translatedLocales } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';
import { builtRegistry, distDir, root, type ServerEntry } from './built-site';

let registry: ServerEntry;
let audited: AuditPage[];

beforeAll(async () => {
  registry = await builtRegistry();
  audited = await auditPages(root, distDir);
});

describe('the pages Lighthouse CI audits (npm test holds each to its budget)', () => {
  it('include the home page with and without the intro, and the not-found page', () => {
    expect(audited).toEqual(
      expect.arrayContaining([
        { label: 'home, first visit (intro)', path: '/', budget: 'home' },
        { label: 'home, intro seen', path: '/?intro=seen', budget: 'page' },
        { label: 'not found', path: '/404', budget: 'notFound' },
      ]),
    );
  });

  it('include a page of every template, each held to the budget of its kind', () => {
    const byPath = new Map(registry.pages.map((page) => [page.path, page]));
    const templates = new Set(registry.pages.map((page) => page.template));
    const auditedTemplates = new Set(audited.map((page) => byPath.get(page.path.replace(/\?.*$/, ''))?.template));
    expect([...templates].filter((template) => !auditedTemplates.has(template))).toEqual([]);
    for (const page of audited) {
      const meta = byPath.get(page.path);
      if (meta && meta.template !== 'home') expect(page.budget, page.path).toBe(meta.noindex ? 'noindex' : 'page');
    }
  });

  it('include Chinese and Amharic pages: the home page and the heaviest English page, translated', () => {
    const englishPaths = registry.pages.map((page) => page.path);
    for (const locale of translatedLocales) {
      const home = pathIn(locale, '/');
      const translated = audited.filter((page) => page.path === home || page.path.startsWith(`${home}/`) || page.path.startsWith(`${home}?`));
      expect(translated, locale).toHaveLength(2);
      expect(translated.map((page) => page.path)).toContain(`${home}?intro=seen`);
      const page = translated.find((entry) => !entry.path.includes('?'));
      expect(englishPaths).toContain(page?.path.slice(home.length));
    }
  });
});
