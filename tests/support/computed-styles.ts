import type { Page } from '@playwright/test';

/** The page's elements, without the hidden `<svg>` of drawings it carries (symbols are never drawn where they are). */
const PAGE = 'body > :not(.page-symbols)';

/**
 * Every element in `within` (the whole page by default) with every computed property, as one entry
 * each (`tag#index.classes`, then a `property: value` line per property). Two snapshots of the same
 * DOM are equal exactly when the styles that apply to it are. Read until two reads agree: a size or
 * margin read just after a change can be the one laid out before it.
 */
export async function computedStyles(page: Page, within = PAGE): Promise<string[]> {
  // Transitions and animations done, so that a snapshot reads the settled values.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  let last = await readStyles(page, within);
  for (let reads = 1; reads < 5; reads++) {
    const next = await readStyles(page, within);
    if (next.join('\n') === last.join('\n')) return next;
    last = next;
  }
  throw new Error(`The computed styles of ${within} did not settle in 5 reads`);
}

function readStyles(page: Page, within: string): Promise<string[]> {
  return page.evaluate((scope) => {
    // Blocks far from the screen are laid out too (`content-visibility: auto` skips them), so that
    // sizes and margins read the same whenever they are read.
    const deferred = [...document.querySelectorAll<HTMLElement>('body *')].filter((block) => getComputedStyle(block).contentVisibility === 'auto');
    deferred.forEach((block) => (block.style.contentVisibility = 'visible'));
    const styles = [...document.querySelectorAll(`${scope}, ${scope} *`)].map((element, index) => {
      const style = getComputedStyle(element);
      return `${element.tagName.toLowerCase()}#${index}.${element.getAttribute('class') ?? ''}\n${[...style].map((property) => `${property}: ${style.getPropertyValue(property)}`).join('\n')}`;
    });
    deferred.forEach((block) => (block.style.contentVisibility = ''));
    return styles;
  }, within);
}

/** Adopts the site's whole stylesheet, the one the home page's trimmed `<style>` names. */
export async function adoptWholeStylesheet(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const href = document.querySelector('style[data-site-stylesheet]')?.getAttribute('data-site-stylesheet');
    if (!href) throw new Error('This page inlines the whole stylesheet');
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(await (await fetch(href)).text());
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/** What differs between two snapshots of the same elements: one line per property, `element property: before → after`. */
export function styleDifferences(before: string[], after: string[]): string[] {
  if (before.length !== after.length) return [`${before.length} elements, then ${after.length}`];
  return before.flatMap((element, index) => {
    if (element === after[index]) return [];
    const [name, ...properties] = element.split('\n');
    const changed = after[index]!.split('\n').slice(1);
    return properties.flatMap((property, at) => (property === changed[at] ? [] : [`${name} ${property} → ${changed[at]?.split(': ')[1]}`]));
  });
}
