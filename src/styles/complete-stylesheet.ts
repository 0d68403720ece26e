/**
 * The home page inlines only the rules its own elements can match (scripts/prerender/inline-styles.ts)
 * and names the whole stylesheet in this attribute of its `<style>`.
 */
export const SITE_STYLESHEET_ATTRIBUTE = 'data-site-stylesheet';

let completing: Promise<void> | undefined;

async function adoptWholeStylesheet(href: string): Promise<void> {
  try {
    const response = await fetch(href);
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(await response.text());
    // After the page's own sheets: the whole sheet repeats the inlined rules in the same order, so the cascade is unchanged.
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // Not fetched (offline before the worker keeps it): the browser loads it when it can.
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Makes every rule of the site's stylesheet apply before the app shows another page than the one it
 * started on. Resolves at once on a page that inlines the whole sheet, and outside a browser.
 */
export function completeStylesheet(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const href = document.querySelector<HTMLStyleElement>(`style[${SITE_STYLESHEET_ATTRIBUTE}]`)?.getAttribute(SITE_STYLESHEET_ATTRIBUTE);
  return href ? (completing ??= adoptWholeStylesheet(href)) : Promise.resolve();
}
