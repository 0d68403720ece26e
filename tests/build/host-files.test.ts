import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { normalizeRoutes } from '@vercel/routing-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloudflareHeaders, cloudflareRedirects } from '../../scripts/hosts/cloudflare-pages';
import { hostFilesDir } from '../../scripts/hosts/host-files';
import { netlifyHeaders, netlifyRedirects } from '../../scripts/hosts/netlify';
import { nginxRules } from '../../scripts/hosts/nginx';
import { siteRulesFromPages } from '../../scripts/hosts/pages-files';
import type { SiteRules } from '../../scripts/hosts/site-rules';
import { vercelConfig, type VercelConfig } from '../../scripts/hosts/vercel';
import { locales } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';
import { builtRegistry, distDir, root } from './built-site';

/**
 * The host files of the test build: each written from the rules the build kept beside them, and read
 * by the host's own parser where one is published (Netlify's, Vercel's); the Cloudflare and nginx
 * files are served by the hosts' own software in tests/e2e/hosts.spec.ts.
 */
const hostsDir = hostFilesDir(root, distDir);
const read = (file: string) => readFile(file, 'utf8');
let rules: SiteRules;

beforeAll(async () => {
  rules = JSON.parse(await read(join(hostsDir, 'site-rules.json'))) as SiteRules;
});

describe('the host files of the built site', () => {
  it('are each written from the same rules', async () => {
    expect(await read(join(distDir, '_headers'))).toBe(cloudflareHeaders(rules));
    expect(await read(join(distDir, '_redirects'))).toBe(cloudflareRedirects(rules));
    expect(await read(join(hostsDir, 'netlify/_headers'))).toBe(netlifyHeaders(rules));
    expect(await read(join(hostsDir, 'netlify/_redirects'))).toBe(netlifyRedirects(rules));
    expect(JSON.parse(await read(join(hostsDir, 'vercel.json')))).toEqual(vercelConfig(rules));
    expect(await read(join(hostsDir, 'nginx-rules.conf'))).toBe(nginxRules(rules));
  });

  it('give back their rules when read from the Pages files alone, as the benchmark reads a baseline', () => {
    const read = siteRulesFromPages(distDir);
    expect(read.headers).toEqual(rules.headers);
    expect(read.redirects).toEqual(rules.redirects);
    // Pages' nearest-404 rule does not order folders of one depth; neither does the reading.
    expect(read.notFound).toHaveLength(rules.notFound.length);
    expect(read.notFound).toEqual(expect.arrayContaining(rules.notFound));
    expect(read.notFound.at(-1)).toEqual({ prefix: '', page: '/404.html' });
  });

  it("redirect every language's old paths, and give every language its not-found page", async () => {
    const aliases = [...(await builtRegistry()).redirects];
    expect(aliases.length).toBeGreaterThan(0);
    for (const locale of locales) {
      for (const [alias, path] of aliases) expect(rules.redirects, alias).toContainEqual([pathIn(locale, alias), pathIn(locale, path)]);
    }
    expect(rules.notFound.map(({ page }) => page)).toEqual(['/zh/404.html', '/am/404.html', '/404.html']);
  });

  it("are read by Netlify's parsers without an error", async () => {
    const headers = await parseAllHeaders({ headersFiles: [join(hostsDir, 'netlify/_headers')], configHeaders: [], minimal: true });
    expect(headers.errors).toEqual([]);
    expect(headers.headers).toHaveLength(rules.headers.length);
    const redirects = await parseAllRedirects({ redirectsFiles: [join(hostsDir, 'netlify/_redirects')], configRedirects: [], minimal: true });
    expect(redirects.errors).toEqual([]);
    expect(redirects.redirects).toHaveLength(rules.redirects.length + 2);
  });

  it("are a routing table Vercel's normaliser accepts", async () => {
    const { routes } = JSON.parse(await read(join(hostsDir, 'vercel.json'))) as VercelConfig;
    expect(normalizeRoutes(routes).error).toBeNull();
  });

  it("list in Supabase's allow-list every page a visitor may come back to, in every language", async () => {
    const urls = (await read(join(hostsDir, 'supabase-redirect-urls.txt'))).trim().split('\n');
    const { pages, siteOrigin } = await builtRegistry();
    expect(urls).toHaveLength((pages.length - 1) * locales.length);
    for (const url of [`${siteOrigin}/`, `${siteOrigin}/zh`, `${siteOrigin}/am/auth/reset-password`, `${siteOrigin}/zh/account`]) {
      expect(urls).toContain(url);
    }
    expect(urls).not.toContain(`${siteOrigin}/auth`);
  });
});
