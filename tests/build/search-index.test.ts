import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
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
let registry: ServerEntry;

beforeAll(async () => {
  fragments = readFragments();
  registry = await builtRegistry();
});

describe('the search index the build wrote', () => {
  it('covers every page search engines may list, once, and no page kept out of them', () => {
    const indexed = registry.pages.filter((page) => !page.noindex).map((page) => page.path);
    expect(indexed.length).toBeGreaterThan(40);
    expect(fragments.map((fragment) => fragment.url).sort()).toEqual([...indexed].sort());
  });

  it("holds each page's own title and main text", () => {
    const softpos = fragments.find((fragment) => fragment.url === '/services/acquiring-services/softpos');
    expect(softpos?.meta.title).toBe('SoftPOS');
    expect(softpos?.content).toMatch(/QR code/i);
  });

  it('holds no text of the header, the menus or the footer', () => {
    // Texts only the header and footer carry (the home page's contact section gives the address too).
    const chrome = ['All rights reserved', `© ${registry.site.copyrightYear}`, 'Switch to dark', 'Skip to content', 'Sign In Menu'];
    for (const fragment of fragments) {
      for (const text of chrome) expect(fragment.content, `${fragment.url} holds “${text}”`).not.toContain(text);
    }
  });
});
