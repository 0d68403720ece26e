import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { contentIndex } from './scripts/vite/content-index.ts';

export default defineConfig({
  plugins: [contentIndex(import.meta.dirname), UnoCSS(), react()],
  build: {
    manifest: true,
    target: 'es2022',
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
