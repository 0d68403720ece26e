import { applyTheme, readPreference, resolveTheme } from '../theme/theme-preference';
import { EARLY_INSTALL_OFFER, JS_CLASS } from './contract';

/**
 * Runs in `<head>` before the first paint (inlined by scripts/vite/before-hydration-scripts.ts): marks the page
 * as scripted, puts the visitor's theme on it so it never flashes the other one, and keeps an
 * install offer made before the app listens for it.
 */
document.documentElement.classList.add(JS_CLASS);
try {
  applyTheme(document, resolveTheme(readPreference(localStorage), matchMedia('(prefers-color-scheme: dark)').matches));
} catch {
  // Storage or media queries unavailable: the light theme of the stylesheet stays.
}
addEventListener(
  'beforeinstallprompt',
  (event) => {
    event.preventDefault();
    (window as unknown as Record<string, Event>)[EARLY_INSTALL_OFFER] = event;
  },
  { once: true },
);
