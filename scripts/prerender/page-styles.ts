import Beasties from 'beasties';

/**
 * Selectors every page keeps, whatever its markup. Those that match only once something has run: a
 * state the page's early scripts or the app set (`[aria-selected=true]` on a tab chosen before
 * hydration, `[data-state=open]`), the theme's and the scripts' classes on `<html>` (`.dark`,
 * `html.js`), a `:target` and a language; the HTML alone cannot say which of these the page will
 * need. An attribute selector, not a class that merely has brackets in its name (`.h-\[1em\]`).
 * And those Beasties cannot match, as it strips pseudo-classes with their arguments before
 * matching: `:where(.icon)`, the icons' size, and a pseudo-element on its own (`::backdrop`).
 */
export const ALWAYS_KEPT = [/(?<!\\)\[(?:aria|data)-[a-z-]+=/, /^\.dark\b/, /^html\b/, /:target\b/, /:lang\(/, /^:where\(/, /^::/];

const beasties = new Beasties({
  // Only the page's own <style> is read; nothing is fetched, written or added to the document.
  external: false,
  reduceInlineStyles: true,
  pruneSource: false,
  inlineFonts: false,
  preloadFonts: false,
  keyframes: 'critical',
  allowRules: ALWAYS_KEPT,
  logLevel: 'warn',
});

const styleElements = /<style>[\s\S]*?<\/style>/g;
const styleText = /<style>([\s\S]*?)<\/style>/;

/**
 * The page's copy of the site's stylesheet (`<style>${sheet}</style>`), cut to the rules its own
 * markup can use and those above: a page carries a third to a half of the sheet, which lets a
 * small page arrive in the first round trip of a slow connection. The app loads the whole
 * sheet before it hydrates (the loader's `data-stylesheet`), for whatever it draws or navigates to.
 * The rest of the HTML is returned as it was: only the stylesheet's text changes.
 */
export async function withPageStyles(html: string, sheet: string): Promise<string> {
  const tag = `<style>${sheet}</style>`;
  const at = html.indexOf(tag);
  if (at < 0 || html.indexOf(tag, at + 1) >= 0) throw new Error('A page must carry the site stylesheet once, as the shell inlined it');
  // The page's other stylesheets (the intro's, a font's) are its own and stay whole: they are left out of what is cut.
  const alone = html.replace(styleElements, (element) => (element === tag ? element : ''));
  // Beasties drops a <style> left with no rule at all.
  const rules = styleText.exec(await beasties.process(alone))?.[1] ?? '';
  return html.slice(0, at) + `<style>${rules}</style>` + html.slice(at + tag.length);
}
