import { cp, rm } from 'node:fs/promises';
import { basename, relative, resolve } from 'node:path';
import { build } from 'vite';
import { localeInfo, locales, sourceLocale, type Locale } from '../src/shared/locales';
import { assetsDirOf } from '../src/shared/precache-locales';
import { BUILD_USAGE, buildOptions } from './build-options';
import { serverBundleDir } from './prerender/server-bundle';
import { addEthiopicFont } from './prerender/ethiopic-font';
import { prerender, type PrerenderResult } from './prerender/prerender';
import { splashFragment } from './prerender/splash';
import { hostFilesDir, writeHostFiles } from './hosts/host-files';
import { writeSiteFiles } from './prerender/site-files';
import { injectPrecache } from './pwa/inject-precache';
import { buildSearchIndex } from './search/search-index';
import { secureSite } from './security/secure-site';
import { writeSocialCards } from './social-cards/social-cards';
import { CARD_BUDGET_BYTES } from './social-cards/card-constants';
import { buildEnv, buildEnvProblems } from './vite/require-env';
import { contentProblems } from './content/content-check';
import { adminPolicy } from './cms/admin-policy';
import { writeAdmin } from './cms/admin-site';
import { cmsSettings } from './cms/cms-settings';
import { policyHeader } from './security/content-security-policy';

let options: { help: boolean };
try {
  options = buildOptions(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (options.help) {
  console.log(BUILD_USAGE);
  process.exit(0);
}

const root = resolve(import.meta.dirname, '..');
// Refused before anything is written: the first step empties dist/, which a server may be serving.
const envProblems = buildEnvProblems(buildEnv(root));
if (envProblems.length > 0) {
  console.error(`The build's variables (see .env.example):\n${envProblems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
// The content too: every file against the schema, every published translation against its English.
const contentIssues = contentProblems(root, resolve(root, 'src/content'));
if (contentIssues.length > 0) {
  console.error(`The content (src/content/README.md):\n${contentIssues.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
// DIST_DIR lets several builds (e.g. an old and a new version in the update test) live side by side.
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
const serverOut = serverBundleDir(root, dist);

/**
 * Where a language's client build writes: English straight into the site (with the public files,
 * the service worker and the web manifest), the others beside it (each build writes its own HTML
 * shell), whose scripts and styles are then copied into the site under their prefix (`zh/assets/`).
 */
const clientDir = (locale: Locale) => (locale === sourceLocale ? dist : resolve(root, 'build/client', basename(dist), locale));

async function buildLocale(locale: Locale): Promise<PrerenderResult> {
  // vite.config.ts builds the language SITE_LOCALE names.
  process.env.SITE_LOCALE = locale;
  const outDir = clientDir(locale);
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, copyPublicDir: locale === sourceLocale } });
  const serverDir = resolve(serverOut, locale);
  await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false } });
  if (outDir !== dist) await cp(resolve(outDir, assetsDirOf(locale)), resolve(dist, assetsDirOf(locale)), { recursive: true });
  return prerender(dist, {
    locale,
    clientDir: outDir,
    serverEntryFile: resolve(serverDir, 'entry-server.js'),
    splash: await splashFragment(root, locale),
  });
}

const started = performance.now();
await rm(dist, { recursive: true, force: true });
const results: PrerenderResult[] = [];
for (const locale of locales) results.push(await buildLocale(locale));
delete process.env.SITE_LOCALE;
await writeSiteFiles(dist, results);
const ethiopic = await addEthiopicFont(root, dist);
const socialCards = await writeSocialCards(root, dist, results.flatMap((result) => result.cards));

const search = await buildSearchIndex(
  dist,
  results.flatMap((result) => result.indexed.map((path) => ({ locale: result.locale, path }))),
);
// The Vite manifest only served the prerenderer (module preloads); it is not part of the site.
await rm(resolve(dist, '.vite'), { recursive: true, force: true });
// The same variables the bundle was built with (checked above).
const env = buildEnv(root);
const security = await secureSite(dist, {
  supabaseUrl: env.VITE_SUPABASE_URL ?? '',
  contactFormUrl: env.VITE_CONTACT_FORM_URL ?? '',
  siteUrl: results[0]!.siteOrigin,
});
// The editor, when the build has one (CMS_*): written after the site's pages were secured, as its
// page carries its own policy, not the site's.
const cms = cmsSettings(env);
const admin = cms ? await writeAdmin(dist, cms, results[0]!.siteOrigin) : undefined;
const hostsDir = hostFilesDir(root, dist);
await writeHostFiles(dist, hostsDir, {
  sitePolicy: security.sitePolicy,
  documentPolicy: security.documentPolicy,
  adminPolicy: cms ? policyHeader(adminPolicy(cms, new URL(results[0]!.siteOrigin).protocol === 'http:')) : undefined,
  redirects: results.flatMap((result) => result.redirects),
  pages: results[0]!.pages,
  origin: results[0]!.siteOrigin,
});
// The service worker was built before the pages existed: list them in its precache now.
const precache = await injectPrecache(root, dist);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const pageCount = results.reduce((total, result) => total + result.pages.length, 0);
const redirectCount = results.reduce((total, result) => total + result.redirects.length, 0);
console.log(`Prerendered ${pageCount} pages and ${redirectCount} redirects in ${locales.length} languages (${locales.map((locale) => localeInfo[locale].name).join(', ')}) in ${seconds} s.`);
console.log(`Amharic font: ${ethiopic.glyphs} Ethiopic letters, ${(ethiopic.bytes / 1024).toFixed(0)} KB (woff2, regular; bold synthesised).`);
console.log(
  `Social cards: ${socialCards.cards} (1200×630 PNG) in ${socialCards.seconds.toFixed(1)} s, ${(socialCards.totalBytes / 1024).toFixed(0)} KB, ` +
    `the largest ${(socialCards.largestBytes / 1024).toFixed(1)} KB (budget ${CARD_BUDGET_BYTES / 1024} KB each); not precached.`,
);
console.log(`Search index (Pagefind): ${search.pages} pages, ${search.files} files, ${(search.bytes / 1024).toFixed(0)} KB.`);
console.log(`Content-Security-Policy (${security.pages} pages): ${security.sitePolicy}`);
console.log(
  admin && cms
    ? `Editor (Decap CMS) at /admin: ${admin.files} files, ${(admin.bytes / 1024).toFixed(0)} KB, backend ${cms.backend.name}${cms.localBackendUrl ? `, local backend ${cms.localBackendUrl}` : ''}; not precached.`
    : 'Editor: none (set CMS_BACKEND for one at /admin: docs/deploy.md).',
);
console.log(`Host files: _headers and _redirects in the site (Cloudflare Pages); Netlify's, vercel.json, the nginx rules and the Supabase redirect allow-list in ${relative(root, hostsDir)} (docs/deploy.md).`);
const kb = (bytes: number) => (bytes / 1024).toFixed(0);
console.log(`Service worker precache: ${precache.files} files, ${kb(precache.bytes)} KB (${kb(precache.gzipBytes)} KB gzip); a visitor stores their language's:`);
for (const locale of locales) {
  const size = precache.perLanguage[locale];
  console.log(`  ${localeInfo[locale].name}: ${size.files} files, ${kb(size.bytes)} KB (${kb(size.gzipBytes)} KB gzip)`);
}
