import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentIndex } from '../../scripts/vite/content-index';
import type { PageMeta, PageSummary } from '../../src/content/types';

const root = resolve(import.meta.dirname, '../..');
/**
 * A pages folder holding one new page, as a newcomer adds it following the README's recipe: its
 * English file (`open-finance.en.json`), in a fixture folder so the site does not get it.
 */
const fixturePages = resolve(root, 'tests/fixtures/pages');

/** What the content index module of a pages folder holds, evaluated (its loaders left out). */
async function moduleOf(plugin: Plugin, id: string): Promise<string> {
  const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => Promise<string>;
  return load.call({ addWatchFile: () => undefined }, `\0${id}`);
}

describe('adding a page (README: "Add a page")', () => {
  it('takes its English file: the registry lists it, with its route, its menu entry, its title and its card', async () => {
    const plugin = contentIndex(root, 'en', fixturePages);
    const index = await moduleOf(plugin, 'virtual:content-index');
    const summaries = await moduleOf(plugin, 'virtual:content-summaries');
    const cards = await moduleOf(plugin, 'virtual:page-cards');

    // Routes and menus come from the index; the prerenderer, the sitemap, the precache and the
    // tests' route list from the summaries.
    const meta = JSON.parse(/\[(\{.*\})\]/.exec(index.replace(/,load:\(\)=>import\([^)]*\)/g, ''))![0]) as PageMeta[];
    expect(meta).toEqual([
      { path: '/services/value-added-services/open-finance', menu: { menu: 'value-added-services', label: 'Open Finance', order: 20 } },
    ]);
    expect(index).toContain('load:()=>import("/tests/fixtures/pages/services/value-added-services/open-finance.en.json")');
    const [summary] = JSON.parse(summaries.replace('export const pageSummaries = ', '').replace(/;$/, '')) as PageSummary[];
    expect(summary).toMatchObject({ path: '/services/value-added-services/open-finance', template: 'service', title: 'Open Finance' });
    expect(cards).toContain('"/services/value-added-services/open-finance":{"title":"Open Finance"');
  });

  it('shows it in the other languages in English until it is translated (README: English first)', async () => {
    const plugin = contentIndex(root, 'zh', fixturePages);
    const index = await moduleOf(plugin, 'virtual:content-index');
    expect(index).toContain('"label":"Open Finance","order":20},"fallback":true,load:()=>import("/tests/fixtures/pages/services/value-added-services/open-finance.en.json")');
  });
});
