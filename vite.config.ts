import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { contentIcons } from './scripts/vite/content-icons.ts';
import { contentIndex } from './scripts/vite/content-index.ts';
import { requireEnv } from './scripts/vite/require-env.ts';

export default defineConfig({
  plugins: [requireEnv(import.meta.dirname), contentIndex(import.meta.dirname), contentIcons(import.meta.dirname), UnoCSS(), react()],
  build: {
    manifest: true,
    target: 'es2022',
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
