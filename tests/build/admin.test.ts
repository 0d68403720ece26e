import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONFIG, ADMIN_DIR, ADMIN_EXTENSION, ADMIN_PAGE } from '../../scripts/cms/admin-site';
import { cmsApiUrl } from '../../scripts/cms/local-backend';
import { hostFilesDir } from '../../scripts/hosts/host-files';
import { headersFor, type SiteRules } from '../../scripts/hosts/site-rules';
import { TEST_CMS_PORT } from '../../scripts/local/test-site';
import { readPrecacheList, type PrecacheEntryInfo } from '../../scripts/pwa/inject-precache';
import { locales } from '../../src/shared/locales';
import { assetsDirOf } from '../../src/shared/precache-locales';
import { builtRegistry, distDir, root } from './built-site';

/**
 * The editor (Decap CMS) in the test build: its page at /admin, its configuration and Decap's bundle
 * under /admin/, and nothing of it anywhere else in the site.
 */
const read = (file: string) => readFileSync(join(distDir, file), 'utf8');
let rules: SiteRules;
let precache: PrecacheEntryInfo[];

beforeAll(async () => {
  rules = JSON.parse(readFileSync(join(hostFilesDir(root, distDir), 'site-rules.json'), 'utf8')) as SiteRules;
  precache = await readPrecacheList(distDir);
});

describe('the editor at /admin', () => {
  it('is an English page search engines skip, which loads Decap’s bundle, then the project’s extension, and names its configuration', () => {
    const html = read(ADMIN_PAGE);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain(`<link rel="cms-config-url" type="text/yaml" href="/${ADMIN_CONFIG}" />`);
    expect(html).toContain(`<script src="/${ADMIN_DIR}/decap-cms.js"></script>\n<script src="/${ADMIN_EXTENSION}"></script>`);
    expect(readdirSync(join(distDir, ADMIN_DIR)).filter((name) => /^\d+\.decap-cms\.js$/.test(name)).length).toBeGreaterThan(10);
    // One classic script that registers with Decap's `CMS`: the json format and the translations' check.
    expect(read(ADMIN_EXTENSION)).toMatch(/^\(function\(\)\{[\s\S]*registerCustomFormat\(`json`[\s\S]*registerEventListener\(/);
  });

  it('has a configuration in JSON (which is YAML): the three languages side by side, the local backend of the test build', () => {
    const config = JSON.parse(read(ADMIN_CONFIG)) as Record<string, unknown>;
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'zh', 'am'], default_locale: 'en' });
    expect(config.local_backend).toEqual({ url: cmsApiUrl(TEST_CMS_PORT) });
    expect(config.collections).toEqual(expect.arrayContaining([expect.objectContaining({ format: 'json', i18n: true })]));
  });

  it('has its own policy and noindex from the host, the local backend its only other origin', () => {
    for (const path of ['/admin', '/admin/config.yml', '/admin/decap-cms.js', `/${ADMIN_EXTENSION}`]) {
      const headers = headersFor(rules.headers, path);
      expect(headers['X-Robots-Tag'], path).toBe('noindex');
      expect(headers['Content-Security-Policy'], path).toContain(`connect-src 'self' ${new URL(cmsApiUrl(TEST_CMS_PORT)).origin};`);
      expect(headers['Cache-Control'], path).not.toContain('immutable');
    }
    // What the editor needs stays on /admin: the site's pages allow no eval, no inline script, and
    // no inline style but those their own policy names (the header all pages share leaves those to it).
    const site = headersFor(rules.headers, '/')['Content-Security-Policy'] ?? '';
    expect(site).not.toContain("'unsafe-eval'");
    expect(site).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/=]+')+;/);
    const homePolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(read('index.html'))?.[1];
    expect(homePolicy).toMatch(/style-src 'self'( 'sha256-[\w+/=]+')+;/);
  });
});

describe('the rest of the site, which carries no byte of the editor', () => {
  it('has no script or stylesheet of any language that names Decap', () => {
    const assets = locales.flatMap((locale) => readdirSync(resolve(distDir, assetsDirOf(locale))).map((file) => `${assetsDirOf(locale)}/${file}`));
    expect(assets.length).toBeGreaterThan(20);
    expect(assets.filter((file) => /decap/i.test(read(file)))).toEqual([]);
  });

  it('precaches none of it, and lists it in no sitemap, registry or sign-in allow-list', async () => {
    expect(precache.length).toBeGreaterThan(100);
    expect(precache.filter(({ url }) => url === ADMIN_PAGE || url.startsWith(`${ADMIN_DIR}/`))).toEqual([]);
    expect(read('sitemap.xml')).not.toMatch(/\/admin\b/);
    expect((await builtRegistry()).pages.map(({ path }) => path)).not.toContain('/admin');
    expect(readFileSync(join(hostFilesDir(root, distDir), 'supabase-redirect-urls.txt'), 'utf8')).not.toMatch(/\/admin\b/);
  });

  it('has no page that links to it or loads its bundle', () => {
    const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && file !== ADMIN_PAGE);
    expect(pages.length).toBeGreaterThan(150);
    expect(pages.filter((file) => /["'(]\/admin\b/.test(read(file)))).toEqual([]);
  });
});
