import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Every axe rule on the page (or only the parts `include` names), its violations as "rule: targets".
 * Legacy mode runs axe in the page itself. The default mode opens a blank tab for every scan, to merge
 * the results of cross-origin frames (the site has none): the same rules and results, two to three
 * times slower. Only violations are reported in full: for the rules a page passes, axe then skips
 * building a selector for every node it checked (a third to a half of a scan's time on this site's
 * pages); which rules it runs and what they find stay the same.
 */
export async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
