/**
 * What index.html's head script (src/before-hydration/head.ts, inlined before anything is painted)
 * leaves for the app, and the names they share. The app imports these; the script is built from
 * the same modules, so the two never drift apart.
 */

/** On `<html>` as soon as the script runs: CSS hides what only works without JavaScript (`[data-no-js-only]`). */
export const JS_CLASS = 'js';

/** The theme's class on `<html>` and its storage key, which the script reads: the theme's own. */
export { DARK_CLASS, THEME_STORAGE_KEY } from '../theme/theme-preference';

/**
 * The browser's install offer (`beforeinstallprompt`) when it came before the app listened: the
 * script keeps it on `window` under this name for src/pwa/install-prompt.ts.
 */
export const EARLY_INSTALL_OFFER = 'earlyInstallOffer';
