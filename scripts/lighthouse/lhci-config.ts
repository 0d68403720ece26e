import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AuditBudget, AuditPage } from './audit-pages';

type Assertions = Record<string, unknown>;

/** `lighthouserc.json`: Lighthouse's settings, and the assertions each kind of page is held to. */
interface RcFile {
  ci: { collect: { numberOfRuns: number; settings: Record<string, unknown> } };
  budgets: Record<AuditBudget, { categories: Assertions; performance: Assertions }>;
}

/**
 * `full`: every assertion, `numberOfRuns` runs per URL (npm run lhci). `categories`: only the
 * accessibility, best-practices and SEO categories and their assertions, one run per URL (npm run
 * lhci:categories): they do not depend on timing, so one run says what three would.
 */
export type LhciMode = 'full' | 'categories';

const CATEGORIES = ['accessibility', 'best-practices', 'seo'];

export function readRcFile(root: string): RcFile {
  return JSON.parse(readFileSync(resolve(root, 'lighthouserc.json'), 'utf8')) as RcFile;
}

/** A regular expression that matches exactly this URL (LHCI matches it against each report's final URL: where the page landed). */
const exactly = (url: string) => `^${url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`;

/**
 * Lighthouse CI's configuration for one audit of the site at `siteUrl`: the settings of
 * lighthouserc.json, the pages' URLs, the browser, one assert-matrix entry per URL with the budget
 * of its kind of page, and the reports written to `outputDir`. Written as JSON for `lhci autorun`:
 * the URL list comes from the built site's content registry, which a static rc file cannot read.
 */
export function lhciConfig(
  rc: RcFile,
  options: { mode: LhciMode; siteUrl: string; pages: AuditPage[]; chromePath: string; outputDir: string; extraChromeFlags?: string[] },
): object {
  const { mode, siteUrl, pages, chromePath, outputDir, extraChromeFlags = [] } = options;
  const categoriesOnly = mode === 'categories';
  const { numberOfRuns } = rc.ci.collect;
  const settings = { ...rc.ci.collect.settings, chromeFlags: [rc.ci.collect.settings.chromeFlags, ...extraChromeFlags].filter(Boolean).join(' ') };
  return {
    ci: {
      collect: {
        url: pages.map((page) => `${siteUrl}${page.path}`),
        numberOfRuns: categoriesOnly ? 1 : numberOfRuns,
        chromePath,
        settings: categoriesOnly ? { ...settings, onlyCategories: CATEGORIES } : settings,
      },
      assert: {
        assertMatrix: pages.map((page) => {
          const { categories, performance } = rc.budgets[page.budget];
          return { matchingUrlPattern: exactly(`${siteUrl}${page.landsOn ?? page.path}`), assertions: categoriesOnly ? categories : { ...categories, ...performance } };
        }),
      },
      upload: { target: 'filesystem', outputDir },
    },
  };
}
