import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/**
 * Every icon of the site comes from `public/logo.svg`: `npx pwa-assets-generator` writes the
 * favicon, the apple-touch-icon and the PWA and maskable icons next to it in `public/`.
 */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, padding: 0.3, resizeOptions: { background: '#0f766e' } },
    apple: { ...minimal2023Preset.apple, padding: 0.3, resizeOptions: { background: '#0f766e' } },
  },
  images: ['public/logo.svg'],
});
