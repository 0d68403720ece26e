import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appChunks } from './scripts/vite/app-chunks.ts';
import { contentIcons } from './scripts/vite/content-icons.ts';
import { contentIndex } from './scripts/vite/content-index.ts';
import { figureNumbers } from './scripts/vite/figure-numbers.ts';
import { beforeHydrationScripts } from './scripts/vite/before-hydration-scripts.ts';
import { localeVariants } from './scripts/vite/locale-variants.ts';
import { monthFormat } from './scripts/vite/month-format.ts';
import { siteLocale } from './scripts/vite/site-locale.ts';
import { assetsDirOf } from './src/shared/precache-locales.ts';
import { pwaOptions } from './scripts/pwa/pwa-options.ts';
import { requireEnv } from './scripts/vite/require-env.ts';

/** A template's module (src/templates/load-template.ts lists them all). */
const template = (name: string) => `/src/templates/${name}Template.tsx`;

export default defineConfig(() => {
  // One language per build (SITE_LOCALE, English by default): scripts/build.ts builds each in turn.
  const locale = siteLocale();
  return {
    plugins: [
      localeVariants(locale),
      requireEnv(import.meta.dirname),
      beforeHydrationScripts(import.meta.dirname),
      contentIndex(import.meta.dirname, locale),
      figureNumbers(import.meta.dirname, locale),
      monthFormat(locale),
      contentIcons(import.meta.dirname),
      UnoCSS(),
      react(),
      // The English build writes the worker and the web manifest, for the whole site.
      VitePWA({ ...pwaOptions, disable: locale !== 'en' }),
      appChunks(import.meta.dirname, {
        entry: '/src/main.tsx',
        shell: ['/src/BrowserApp.tsx', '/src/contact/outbox-runtime.ts', '/src/pwa/service-worker-bridge.ts'],
        families: [
          { name: 'form-blocks', templates: ['Auth', 'PasswordReset'].map(template) },
          { name: 'page-blocks', templates: ['Home', 'Service', 'Solution', 'Index', 'CaseStudies', 'Document', 'Legal', 'Search'].map(template) },
        ],
      }),
    ],
    build: {
      manifest: true,
      // Each language's scripts and styles live under its own prefix (`/zh/assets/`), so that a visitor's
      // service worker stores only their language's (src/shared/precache-locales.ts).
      assetsDir: assetsDirOf(locale),
      // No chunk has CSS of its own (one stylesheet, inlined) and the prerenderer preloads each page's
      // chunks: Vite's preload map around every lazy import would cost ~2 KB gzip on every page.
      modulePreload: false,
      cssCodeSplit: false,
      target: 'es2022',
    },
    // A content file becomes one object literal, as a TypeScript module's would: named exports
    // (one variable per top-level key) would add ~8% to each page's chunk, and no code imports one.
    json: { namedExports: false, stringify: false },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  };
});
