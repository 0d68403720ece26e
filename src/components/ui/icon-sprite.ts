/** Where the sprite of every symbol the site draws is served: the icons, the home page's drawings, the devices. */
export const ICON_SPRITE_URL = '/icons/sprite.svg';

/**
 * Symbols every page carries though its HTML draws none, for what the app shows on any page: the
 * offline badge's icon (on a first visit offline, no worker has the sprite), the icon of 'Ready to
 * work offline' (every first visit) and the install button's (once the browser offers to install).
 * Drawn from the sprite file instead, its 68 KB were fetched and parsed on the main thread just as
 * the app started: an 11 ms task here, 44 ms on the yardstick's phone.
 */
export const SYMBOLS_ON_EVERY_PAGE = ['wifi-off', 'circle-check', 'download'] as const;

/** A symbol's id, in the sprite and in a page: prefixed, so that no element of a page can share it. */
export const symbolId = (name: string) => `symbol-${name}`;

/**
 * Where a `<use>` finds a symbol: in the page itself, where the prerenderer writes the symbols a
 * page draws (scripts/prerender/inline-symbols.ts), so a page paints in one pass with no file to
 * wait for; else in the sprite file, for what the app renders after a navigation.
 */
export function symbolHref(name: string): string {
  const id = symbolId(name);
  return typeof document === 'undefined' || document.getElementById(id) ? `#${id}` : `${ICON_SPRITE_URL}#${id}`;
}
