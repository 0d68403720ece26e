import type { VitePWAOptions } from 'vite-plugin-pwa';
import { englishManifest } from './web-manifest.ts';

/**
 * The service worker is built from `sw/sw.ts` (injectManifest) and registered by the page itself
 * (src/pwa/), after load, so it never weighs on the initial JavaScript. `scripts/build.ts` injects
 * the precache list again once the prerendered pages exist.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  includeManifestIcons: false,
  manifest: englishManifest,
  injectManifest: {
    // Vite 8 emits the worker as an ES module; a classic worker needs a plain script.
    rollupFormat: 'iife',
    // The search index (Pagefind) too, so that search works offline over the whole site.
    globPatterns: ['**/*.{html,js,css,svg,png,ico,woff2}', 'pagefind/**/*'],
    // The screenshots only serve the browser's install dialog, which fetches them itself.
    // Social cards are for link previews, fetched by chat apps and search engines, never by the site.
    // The editor (/admin, Decap CMS) is for the few who edit, online: none of it is stored for visitors.
    globIgnores: ['screenshots/**', 'social-cards/**', 'admin.html', 'admin/**'],
    // (vite-plugin-pwa adds the manifest itself.) Hashed assets need no revision of their own.
    dontCacheBustURLsMatching: /^((zh\/|am\/)?assets|pagefind\/(index|fragment))\//,
  },
};
