import { loadAppAfterFirstPaint } from './app-loader';

// Inlined at the end of every page's body (scripts/prerender/deferred-entry.ts), with the page's own
// entry and modules in its data attributes.
loadAppAfterFirstPaint({
  script: document.currentScript!,
  document,
  importModule: (url) => import(/* @vite-ignore */ url),
});
