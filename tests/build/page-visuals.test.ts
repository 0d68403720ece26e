import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { initialAssetUrls } from '../../scripts/bench/initial-assets';
import { readPrecacheList } from '../../scripts/pwa/inject-precache';
import { ICON_SPRITE_URL, symbolId } from '../../src/components/ui/icon-sprite';
import { DEVICES_SOURCE } from '../../src/components/visuals/devices';
import { words as en } from '../../src/components/visuals/words';
import { words as am } from '../../src/components/visuals/words.am';
import { words as zh } from '../../src/components/visuals/words.zh';
import type { Flow, PageContent } from '../../src/content/types';
import { assetsDirOf } from '../../src/shared/precache-locales';
import { locales, type Locale } from '../../src/shared/locales';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';
import { builtRegistry, distDir, root, type ServerEntry } from './built-site';

/** The pages the issue names: each shows its product in use. */
const mockupPages = [
  '/use-cases/e-wallet',
  '/use-cases/mobile-wallet',
  '/services/digital-banking-ecosystem/mobile-wallet',
  '/use-cases/neobank',
  '/services/acquiring-services/softpos',
  '/use-cases/card-management',
  '/services/acquiring-services/payment-gateway',
];

/** The acquiring pages draw how a card payment flows; the 3D Secure page how a payment is authenticated. */
const flowPages = [
  '/services/acquiring-services/pos-systems',
  '/services/acquiring-services/payment-gateway',
  '/services/acquiring-services/softpos',
  '/services/acquiring-services/gateway-and-e-commerce',
  '/services/value-added-services/3d-secure',
];

const visualsMessages = { en, zh, am } satisfies Record<Locale, typeof en>;

const registries = new Map<Locale, ServerEntry>();

beforeAll(async () => {
  for (const locale of locales) registries.set(locale, await builtRegistry(locale));
});

const html = (url: string) => readFileSync(join(distDir, htmlFileForPath(url)), 'utf8');

function documentOf(url: string): Document {
  const window = new Window();
  return new window.DOMParser().parseFromString(html(url), 'text/html') as unknown as Document;
}

/** Each page with a visual is parsed whole (its inline styles too): seconds for a language on a busy machine. */
const PARSING = 30_000;

/** Every page of a language with its content, and its URL in that language. */
async function pagesIn(locale: Locale): Promise<{ path: string; url: string; content: PageContent }[]> {
  const registry = registries.get(locale)!;
  return Promise.all(registry.pages.map(async ({ path }) => ({ path, url: pathIn(locale, path), content: await registry.loadPageContent(path) })));
}

const mockupOf = (content: PageContent) => ('mockup' in content ? content.mockup : undefined);
const flowOf = (content: PageContent): Flow | undefined => ('flow' in content ? content.flow : undefined);

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe.each(locales)('the page visuals in %s', (locale) => {
  it('give every named page a mockup, and every page with one a picture named for screen readers, captioned as fictional', async () => {
    const pages = await pagesIn(locale);
    expect(pages.filter(({ content }) => mockupOf(content)).map(({ path }) => path)).toEqual(expect.arrayContaining(mockupPages));
    for (const { url, content } of pages) {
      const mockup = mockupOf(content);
      if (!mockup) continue;
      const figures = documentOf(url).querySelectorAll('main figure');
      expect(figures.length, url).toBe(1);
      const picture = figures[0]!.querySelector('[role="img"]');
      expect(picture?.getAttribute('aria-label'), url).toBe(mockup.label);
      expect(mockup.label.length, url).toBeGreaterThan(20);
      expect(squash(figures[0]!.querySelector('figcaption')?.textContent), url).toBe(visualsMessages[locale].fictional);
      // The screen shows the content's own data: its heading and the text of every block.
      expect(squash(picture?.textContent), url).toContain(squash(mockup.title));
      // Not in the site search: its results would show fictional amounts.
      expect(figures[0]!.hasAttribute('data-pagefind-ignore'), url).toBe(true);
    }
  }, PARSING);

  it('draw every named flow as lists: the participants, then each phase’s steps, numbered on, each saying who passes it to whom', async () => {
    const pages = await pagesIn(locale);
    expect(pages.filter(({ content }) => flowOf(content)).map(({ path }) => path)).toEqual(expect.arrayContaining(flowPages));
    const { route, participants } = visualsMessages[locale];
    for (const { url, content } of pages) {
      const flow = flowOf(content);
      if (!flow) continue;
      const document = documentOf(url);
      const heading = [...document.querySelectorAll('main h2')].find((h2) => squash(h2.textContent) === flow.title);
      expect(heading, `${url}: the flow's heading`).toBeDefined();
      const section = document.querySelector(`section[aria-labelledby="${heading!.id}"]`)!;
      const people = section.querySelector(`ul[aria-label="${participants}"]`);
      expect([...people!.querySelectorAll('li')].map((li) => li.textContent), url).toEqual(
        flow.nodes.map((node) => expect.stringContaining(node.label)),
      );
      const lists = [...section.querySelectorAll('ol')];
      expect(lists.length, url).toBe(flow.phases.length);
      let number = 1;
      flow.phases.forEach((phase, index) => {
        expect(Number(lists[index]!.getAttribute('start') ?? 1), url).toBe(number);
        const steps = [...lists[index]!.querySelectorAll(':scope > li')];
        expect(steps.length, `${url}: ${phase.title}`).toBe(phase.steps.length);
        phase.steps.forEach((step, stepIndex) => {
          const [from, to] = [flow.nodes[step.from]!.label, flow.nodes[step.to]!.label];
          const said = squash(steps[stepIndex]!.querySelector('.sr-only')?.textContent);
          expect(said, url).toBe(squash(step.from === step.to ? route.within(from) : route.between(from, to)));
          expect(squash(steps[stepIndex]!.textContent), url).toContain(squash(step.label));
        });
        number += phase.steps.length;
      });
    }
  }, PARSING);
});

describe('what the visuals cost', () => {
  it('is no JavaScript of their own before an interaction: no page names the chunk that draws them', () => {
    const chunks = locales.flatMap((locale) => readdirSync(join(distDir, assetsDirOf(locale))).filter((file) => file.startsWith('visual-components-')));
    expect(chunks.length).toBe(locales.length);
    for (const locale of locales) {
      for (const path of [...mockupPages, ...flowPages]) {
        const { js } = initialAssetUrls(html(pathIn(locale, path)));
        expect(js.filter((url) => url.includes('/visual-components-')), pathIn(locale, path)).toEqual([]);
      }
    }
  });

  it('draws the devices from symbols the page carries, copies of the precached sprite’s, which stay small', async () => {
    const file = readFileSync(join(distDir, ICON_SPRITE_URL.slice(1)), 'utf8');
    const source = readFileSync(join(root, DEVICES_SOURCE), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
    const symbols = new Map([...file.matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g)].map(([symbol, id]) => [id, symbol]));
    const used = new Set<string>();
    const notCarried: string[] = [];
    for (const locale of locales) {
      for (const path of [...mockupPages, ...flowPages]) {
        const page = html(pathIn(locale, path));
        for (const [, id] of page.matchAll(/<use href="#(symbol-device-[^"]+)"/g)) {
          used.add(id!);
          if (!page.includes(symbols.get(id!) ?? `${id} (not in the sprite)`)) notCarried.push(`${pathIn(locale, path)}: ${id}`);
        }
      }
    }
    expect([...used].sort()).toEqual(['device-chip', 'device-phone', 'device-status'].map(symbolId));
    expect(notCarried).toEqual([]);
    expect(Buffer.byteLength(source)).toBeLessThan(4 * 1024);
    const precached = await readPrecacheList(distDir);
    expect(precached.find((entry) => entry.url === ICON_SPRITE_URL.slice(1))?.revision).toBeTruthy();
  });
});
