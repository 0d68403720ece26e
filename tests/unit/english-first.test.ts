import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { publishedLocales, translationState } from '../../scripts/content/publication';
import { pageAlternates } from '../../scripts/prerender/alternates';
import { sitemapEntries } from '../../scripts/prerender/site-files';
import { contentIndex, pageFileFor } from '../../scripts/vite/content-index';
import { localeVariants } from '../../scripts/vite/locale-variants';
import { pathIn } from '../../src/shared/site-paths';
import type { PageMeta, PageSummary } from '../../src/content/types';

const root = resolve(import.meta.dirname, '../..');
/**
 * Four pages as an editor leaves them (tests/fixtures/fallback/): open-finance in English only;
 * open-banking translated into Chinese, its Amharic a draft; card-vault created in English, the
 * other two files holding only the structural values Decap writes; retired, an English draft.
 */
const pagesDir = resolve(root, 'tests/fixtures/fallback/pages');
const english = (name: string) => resolve(pagesDir, 'services/value-added-services', `${name}.en.json`);
const path = (name: string) => `/services/value-added-services/${name}`;

async function moduleOf(plugin: Plugin, id: string): Promise<string> {
  const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => Promise<string>;
  return load.call({ addWatchFile: () => undefined }, `\0${id}`);
}

describe('English first, translations later (src/content/README.md)', () => {
  it('publishes a translation unless it is missing, a draft, or holds no translated text', () => {
    expect(translationState(english('open-finance'), 'zh')).toBe('missing');
    expect(translationState(english('open-banking'), 'zh')).toBe('published');
    expect(translationState(english('open-banking'), 'am')).toBe('draft');
    expect(translationState(english('card-vault'), 'zh')).toBe('untranslated');
    expect(publishedLocales(english('open-finance'))).toEqual(['en']);
    expect(publishedLocales(english('open-banking'))).toEqual(['en', 'zh']);
    expect(publishedLocales(english('card-vault'))).toEqual(['en']);
    expect(publishedLocales(english('retired'))).toEqual([]);
  });

  it('serves an unpublished translation from the English file', () => {
    expect(pageFileFor(english('open-banking'), 'zh')).toEqual({ file: english('open-banking').replace('.en.json', '.zh.json'), fallback: false });
    expect(pageFileFor(english('open-banking'), 'am')).toEqual({ file: english('open-banking'), fallback: true });
    expect(pageFileFor(english('open-finance'), 'zh')).toEqual({ file: english('open-finance'), fallback: true });
    expect(pageFileFor(english('card-vault'), 'am')).toEqual({ file: english('card-vault'), fallback: true });
    expect(pageFileFor(english('card-vault'), 'en')).toEqual({ file: english('card-vault'), fallback: false });
  });

  it('loads an English content file in its place wherever the code imports it and the translation is not published', async () => {
    const resolveIn = async (locale: 'zh' | 'am', file: string) => {
      const resolveId = localeVariants(locale).resolveId as (this: unknown, source: string, importer: undefined, options: object) => Promise<{ id: string }>;
      const context = { resolve: async (source: string) => ({ id: source, external: false }) };
      return (await resolveId.call(context, file, undefined, {})).id.split('/').at(-1);
    };
    expect(await resolveIn('zh', english('open-banking'))).toBe('open-banking.zh.json');
    expect(await resolveIn('am', english('open-banking'))).toBe('open-banking.en.json');
    expect(await resolveIn('zh', english('card-vault'))).toBe('card-vault.en.json');
    expect(await resolveIn('zh', english('open-finance'))).toBe('open-finance.en.json');
  });

  it('lists every page but an English draft in every language, flagging the fallbacks in menus, cards and summaries', async () => {
    const plugin = contentIndex(root, 'am', pagesDir);
    const index = await moduleOf(plugin, 'virtual:content-index');
    const meta = JSON.parse(/\[(\{.*\})\]/.exec(index.replace(/,load:\(\)=>import\([^)]*\)/g, ''))![0]) as PageMeta[];
    expect(meta.map((page) => [page.path, page.menu?.label, page.fallback])).toEqual([
      [path('card-vault'), 'Card Vault', true],
      [path('open-banking'), 'Open Banking', true],
      [path('open-finance'), 'Open Finance', true],
    ]);
    const summaries = JSON.parse((await moduleOf(plugin, 'virtual:content-summaries')).replace('export const pageSummaries = ', '').replace(/;$/, '')) as PageSummary[];
    expect(summaries.map((page) => [page.path, page.languages, page.sourceFile.split('/').at(-1)])).toEqual([
      [path('card-vault'), ['en'], 'card-vault.en.json'],
      [path('open-banking'), ['en', 'zh'], 'open-banking.en.json'],
      [path('open-finance'), ['en'], 'open-finance.en.json'],
    ]);
    expect(await moduleOf(plugin, 'virtual:page-cards')).toContain(`"${path('open-finance')}":{"title":"Open Finance","description":"Account aggregation and payment initiation across institutions, with the customer in control.","icon":"i-lucide-share-2","fallback":true}`);
  });

  it('keeps a published page’s metadata as it was: no flag where the translation is published', async () => {
    const index = await moduleOf(contentIndex(root, 'zh', pagesDir), 'virtual:content-index');
    expect(index).toContain(`{"path":"${path('open-banking')}","menu":{"menu":"value-added-services","label":"开放银行","order":21},load:`);
    expect(index).toContain(`{"path":"${path('open-finance')}","menu":{"menu":"value-added-services","label":"Open Finance","order":20},"fallback":true,load:`);
  });

  it('names a page in hreflang and the sitemap only in the languages it is published in, x-default English', () => {
    const url = (locale: 'en' | 'zh' | 'am') => `https://example.com${pathIn(locale, '/x')}`;
    expect(pageAlternates(['en', 'zh'], url)).toEqual([
      { hreflang: 'en', href: 'https://example.com/x' },
      { hreflang: 'zh-Hans', href: 'https://example.com/zh/x' },
    ]);
    const entries = sitemapEntries('https://example.com', [
      { path: '/x', languages: ['en', 'zh'] },
      { path: '/y', languages: ['en', 'zh', 'am'] },
    ]);
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://example.com/x',
      'https://example.com/y',
      'https://example.com/zh/x',
      'https://example.com/zh/y',
      'https://example.com/am/y',
    ]);
    expect(entries[2]!.alternates).toEqual([
      { hreflang: 'en', href: 'https://example.com/x' },
      { hreflang: 'zh-Hans', href: 'https://example.com/zh/x' },
      { hreflang: 'x-default', href: 'https://example.com/x' },
    ]);
    expect(entries[4]!.alternates.map((alternate) => alternate.hreflang)).toEqual(['en', 'zh-Hans', 'am', 'x-default']);
  });
});
