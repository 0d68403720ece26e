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

/*
 * The marks the body script (early-input.entry.ts) and the app share. Until the app has hydrated an
 * element, the script answers the visitor's input on it and leaves a mark the app carries out.
 */

/** On an element the app has hydrated: from then on its input is the app's alone. */
export const HYDRATED = 'data-hydrated';

/** A form that works from the first paint; its value `contact` also keeps the message on the device. */
export const EARLY_SUBMIT = 'data-early-submit';

/** On a form whose Send was pressed before hydration: the kept contact message's id, else ''. */
export const HELD = 'data-held';

/** Where the contact form posts, as a plain form, when the site's service worker controls the page. */
export const WORKER_ACTION = 'data-worker-action';

/** A button whose press before hydration is kept: marked `PRESSED` (a second press takes it back). */
export const EARLY_PRESS = 'data-early-press';
export const PRESSED = 'data-pressed';

/** The search link; pressed, or called by a shortcut ('/', Ctrl+K, ⌘K) before hydration, it is marked `PRESSED`. */
export const SEARCH_SHORTCUT = 'data-search-shortcut';

/** Tabs that switch by pointer and keys before hydration. */
export const EARLY_TABS = 'data-early-tabs';

/** 'Forgot password?': pressed before hydration, the address typed beside it goes to the page it opens. */
export const CARRY_EMAIL = 'data-carry-email';
/** sessionStorage, for that one page load: `{ path, email }`. */
export const CARRIED_EMAIL_KEY = 'carried-email';

/** A language switcher's link; following it remembers the language (src/i18n/language-choice.ts). */
export const CHOOSE_LOCALE = 'data-choose-locale';

/**
 * On the `<link>` the loader adds for the site's whole stylesheet (the page's HTML carries only the
 * rules it uses): the app waits for it before it hydrates. Its value is `STYLESHEET_FAILED` once it
 * failed to load (the loader asks again, with a new link, when the connection returns).
 */
export const WHOLE_STYLESHEET = 'data-whole-stylesheet';
export const STYLESHEET_FAILED = 'failed';
/**
 * The whole stylesheet's `media` until the app first changes the page: loaded and parsed, but not
 * matched against the page, whose own rules already style all of it.
 */
export const STYLESHEET_DORMANT = 'not all';
