import { beforeAll, describe, expect, it } from 'vitest';
import { auditPages, categoryPages, type AuditPage } from '../../scripts/lighthouse/audit-pages';
import { locales } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';
import { builtRegistry, distDir, root } from './built-site';

let audited: AuditPage[];

beforeAll(async () => {
  audited = await auditPages(root, distDir);
});

describe('the pages Lighthouse CI audits (npm run lhci)', () => {
  it.each(locales)('include, in %s, the home page with and without the intro, and the not-found page', (locale) => {
    const home = pathIn(locale, '/');
    expect(audited).toEqual(
      expect.arrayContaining([
        { label: 'home, first visit (intro)', locale, path: home, budget: 'home' },
        { label: 'home, intro seen', locale, path: `${home}?intro=seen`, budget: 'page' },
        { label: 'not found', locale, path: pathIn(locale, '/404'), budget: 'notFound' },
      ]),
    );
  });

  it.each(locales)('include, in %s, the largest page of every other template, held to the budget of its kind', async (locale) => {
    const { pages } = await builtRegistry(locale);
    const byPath = new Map(pages.filter((page) => page.template !== 'home').map((page) => [pathIn(locale, page.path), page]));
    const ofTemplates = audited.filter((page) => byPath.has(page.path));
    expect(ofTemplates.map((page) => byPath.get(page.path)!.template).sort()).toEqual([...new Set([...byPath.values()].map((page) => page.template))].sort());
    for (const page of ofTemplates) expect(page.budget, page.path).toBe(byPath.get(page.path)!.noindex ? 'noindex' : 'page');
  });
});

describe('the pages whose categories npm run lhci:categories checks (one run each)', () => {
  it('are the English pages and the other languages\' home page on a first visit', () => {
    const checked = categoryPages(audited);
    expect(checked.filter((page) => page.locale !== 'en').map((page) => page.path)).toEqual(locales.filter((locale) => locale !== 'en').map((locale) => pathIn(locale, '/')));
    expect(checked.filter((page) => page.locale === 'en')).toEqual(audited.filter((page) => page.locale === 'en'));
  });
});
