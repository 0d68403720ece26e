import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';
import { builtRegistry, distDir, type ServerEntry } from './built-site';

interface Fragment {
  url: string;
  content: string;
  meta: { title?: string };
}

/** Pagefind's page fragments: gzip, behind a signature, each one indexed page. */
function readFragments(): Fragment[] {
  const dir = join(distDir, 'pagefind', 'fragment');
  return readdirSync(dir).map((name) => {
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
  });
}

let fragments: Fragment[] = [];
let registries: [Locale, ServerEntry][];

beforeAll(async () => {
  fragments = readFragments();
  registries = await Promise.all(locales.map(async (locale) => [locale, await builtRegistry(locale)] as [Locale, ServerEntry]));
});

describe('the search index the build wrote', () => {
  it('covers every page search engines may list, in every language, once, and no page kept out of them', () => {
    const indexed = registries.flatMap(([locale, registry]) =>
      registry.pages.filter((page) => !page.noindex).map((page) => pathIn(locale, page.path)),
    );
    expect(indexed.length).toBeGreaterThan(40 * locales.length);
    expect(fragments.map((fragment) => fragment.url).sort()).toEqual([...indexed].sort());
  });

  it("holds each page's own title and main text", () => {
    const softpos = fragments.find((fragment) => fragment.url === '/services/acquiring-services/softpos');
    expect(softpos?.meta.title).toBe('SoftPOS');
    expect(softpos?.content).toMatch(/QR code/i);
    const chinese = fragments.find((fragment) => fragment.url === '/zh/services/acquiring-services/softpos');
    // Pagefind marks its segmentation of Chinese with zero-width spaces.
    expect(chinese?.content.replace(/\u200b/g, '')).toContain('二维码');
  });

  it('holds no text of the header, the menus or the footer, in any language', () => {
    for (const [, registry] of registries) {
      // Texts only the header and footer carry (the home page's contact section gives the address too).
      const { words, site } = registry;
      const chrome = [words.allRightsReserved, `© ${site.copyrightYear}`, words.skipToContent];
      for (const fragment of fragments) {
        const content = fragment.content.replace(/\u200b/g, '');
        for (const text of chrome) expect(content, `${fragment.url} holds “${text}”`).not.toContain(text);
      }
    }
  });
});
