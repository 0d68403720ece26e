import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build, loadEnv } from 'vite';
import { serverBundleDir } from './prerender/server-bundle';
import { prerender } from './prerender/prerender';
import { splashFragment } from './prerender/splash';
import { injectPrecache } from './pwa/inject-precache';
import { buildSearchIndex } from './search/search-index';
import { secureSite } from './security/secure-site';

const root = resolve(import.meta.dirname, '..');
// DIST_DIR lets several builds (e.g. an old and a new version in the update test) live side by side.
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
const serverOut = serverBundleDir(root, dist);

const started = performance.now();
await rm(dist, { recursive: true, force: true });
await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true, manifest: false },
});
const result = await prerender(dist, resolve(serverOut, 'entry-server.js'), await splashFragment(root));
const search = await buildSearchIndex(dist, result.indexed);
// The Vite manifest only served the prerenderer (module preloads); it is not part of the site.
await rm(resolve(dist, '.vite'), { recursive: true, force: true });
// The same variables the bundle was built with (the Vite build already refused missing ones).
const env = { ...loadEnv('production', root, 'VITE_'), ...process.env };
const security = await secureSite(dist, {
  supabaseUrl: env.VITE_SUPABASE_URL ?? '',
  contactFormUrl: env.VITE_CONTACT_FORM_URL ?? '',
  siteUrl: result.siteOrigin,
});
// The service worker was built before the pages existed: list them in its precache now.
const precache = await injectPrecache(root, dist);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Prerendered ${result.pages.length} pages and ${result.aliases.length} redirects in ${seconds} s.`);
console.log(`Search index (Pagefind): ${search.pages} pages, ${search.files} files, ${(search.bytes / 1024).toFixed(0)} KB.`);
console.log(`Content-Security-Policy (${security.pages} pages): ${security.sitePolicy}`);
const kb = (bytes: number) => (bytes / 1024).toFixed(0);
console.log(`Service worker precache: ${precache.files} files, ${kb(precache.bytes)} KB (${kb(precache.gzipBytes)} KB gzip).`);
