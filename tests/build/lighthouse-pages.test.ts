import { beforeAll, describe, expect, it } from 'vitest';
import { auditPages, categoryPages, type AuditPage } from '../../scripts/lighthouse/audit-pages';
import { lhciConfig, readRcFile } from '../../scripts/lighthouse/lhci-config';
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

  it.each(locales)('include, in %s, the account page, judged where it sends Lighthouse (no session): the sign-in page', async (locale) => {
    const account = audited.find((page) => page.path === pathIn(locale, '/account'));
    expect(account?.landsOn).toBe(pathIn(locale, '/auth?next=%2Faccount'));
    const siteUrl = 'http://127.0.0.1:4173';
    const config = lhciConfig(readRcFile(root), { mode: 'full', siteUrl, pages: audited, chromePath: 'chromium', outputDir: 'out' }) as {
      ci: { collect: { url: string[] }; assert: { assertMatrix: { matchingUrlPattern: string }[] } };
    };
    expect(config.ci.collect.url).toContain(`${siteUrl}${account!.path}`);
    const landed = `${siteUrl}${account!.landsOn}`;
    expect(config.ci.assert.assertMatrix.filter(({ matchingUrlPattern }) => new RegExp(matchingUrlPattern).test(landed))).toHaveLength(1);
    expect(audited.filter((page) => page.locale === locale && page !== account && page.landsOn !== undefined)).toEqual([]);
  });
});

describe('the pages whose categories npm run lhci:categories checks (one run each)', () => {
  it('are the English pages and the other languages\' home page on a first visit', () => {
    const checked = categoryPages(audited);
    expect(checked.filter((page) => page.locale !== 'en').map((page) => page.path)).toEqual(locales.filter((locale) => locale !== 'en').map((locale) => pathIn(locale, '/')));
    expect(checked.filter((page) => page.locale === 'en')).toEqual(audited.filter((page) => page.locale === 'en'));
  });
});
