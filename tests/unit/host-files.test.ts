import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { normalizeRoutes } from '@vercel/routing-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudflareHeaders, cloudflareRedirects } from '../../scripts/hosts/cloudflare-pages';
import { netlifyHeaders, netlifyRedirects } from '../../scripts/hosts/netlify';
import { nginxRules } from '../../scripts/hosts/nginx';
import { supabaseRedirectUrls } from '../../scripts/hosts/redirect-urls';
import { headersFor, notFoundPageFor, type SiteRules } from '../../scripts/hosts/site-rules';
import { vercelConfig, type VercelRoute } from '../../scripts/hosts/vercel';
import { headerRules, IMMUTABLE, REVALIDATE } from '../../scripts/security/header-rules';
import { AUTH_PATH } from '../../src/auth/redirects/useAuthErrorRoute';
import { sampleSiteRules as rules } from '../support/sample-site-rules';

/** Paths of every kind: pages, hashed assets of each language, the documentation page, missing ones. */
const samples = ['/', '/auth', '/zh', '/zh/auth', '/assets/index-abc.js', '/zh/assets/a.js', '/am/assets/a.css', '/sw.js', '/manifest.webmanifest'];
const documents = ['/view-documentation', '/view-documentation.html', '/zh/view-documentation', '/am/view-documentation.html'];

describe('the site rules', () => {
  it('give every path exactly one Cache-Control: immutable for hashed assets, revalidated otherwise', () => {
    for (const path of samples) {
      expect(headersFor(rules.headers, path)['Cache-Control'], path).toBe(path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
    }
  });

  it('give the documentation page, at both of its URLs in every language, its own policy and framing rule', () => {
    for (const path of documents) {
      expect(headersFor(rules.headers, path), path).toMatchObject({ 'Content-Security-Policy': "default-src 'none'", 'X-Frame-Options': 'SAMEORIGIN' });
    }
    expect(headersFor(rules.headers, '/auth')).toMatchObject({ 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' });
  });

  it("send a missing path to its language's not-found page", () => {
    expect(notFoundPageFor(rules.notFound, '/zh/no/such/page')).toBe('/zh/404.html');
    expect(notFoundPageFor(rules.notFound, '/am')).toBe('/am/404.html');
    expect(notFoundPageFor(rules.notFound, '/zhx')).toBe('/404.html');
    expect(notFoundPageFor(rules.notFound, '/no-such-page')).toBe('/404.html');
  });
});

describe('Cloudflare Pages', () => {
  it('detaches, in every rule after the general one, each header it sets before setting it', () => {
    const text = cloudflareHeaders(rules);
    expect(text).toContain(`/assets/*\n  ! Cache-Control\n  Cache-Control: ${IMMUTABLE}\n`);
    expect(text).toContain("/zh/view-documentation\n  ! Content-Security-Policy\n  ! X-Frame-Options\n  Content-Security-Policy: default-src 'none'\n");
  });

  it('refuses a line Cloudflare would drop (over 2,000 characters)', () => {
    const long = { ...rules, headers: headerRules({ sitePolicy: 'x'.repeat(2000), documentPolicy: '' }) };
    expect(() => cloudflareHeaders(long)).toThrow(/Cloudflare Pages drops lines over 2000/);
  });

  it('has only the permanent redirects in _redirects: Pages finds each language’s 404.html itself', () => {
    expect(cloudflareRedirects(rules)).toBe(
      '/services/acquiring-services/mobile-pos /services/acquiring-services/softpos 301\n' +
        '/zh/services/acquiring-services/mobile-pos /zh/services/acquiring-services/softpos 301\n',
    );
  });
});

describe("Netlify, read by Netlify's own parsers", () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'netlify-'));
    await writeFile(join(dir, '_headers'), netlifyHeaders(rules));
    await writeFile(join(dir, '_redirects'), netlifyRedirects(rules));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('gives every path the headers the rules give it, with a later rule replacing an earlier value as Netlify does', async () => {
    const { headers, errors } = await parseAllHeaders({ headersFiles: [join(dir, '_headers')], configHeaders: [], minimal: false });
    expect(errors).toEqual([]);
    expect(headers).toHaveLength(rules.headers.length);
    // Netlify's local engine (@netlify/headers' headersForPath): the matching rules, merged in order.
    const netlifyServes = (path: string) =>
      Object.assign({}, ...(headers as Header[]).filter(({ forRegExp }) => forRegExp.test(path)).map(({ values }) => values)) as Record<string, string>;
    for (const path of [...samples, ...documents, '/no-such-page']) expect(netlifyServes(path), path).toEqual(headersFor(rules.headers, path));
  });

  it('has the permanent redirects, then the not-found page of each language, which no page hides', async () => {
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [join(dir, '_redirects')], configRedirects: [], minimal: true });
    expect(errors).toEqual([]);
    expect(redirects).toEqual([
      ...rules.redirects.map(([from, to]) => expect.objectContaining({ from, to, status: 301, force: false })),
      expect.objectContaining({ from: '/zh/*', to: '/zh/404.html', status: 404, force: false }),
      expect.objectContaining({ from: '/am/*', to: '/am/404.html', status: 404, force: false }),
    ]);
  });
});

describe("Vercel, checked by Vercel's own route normaliser", () => {
  const { routes } = vercelConfig(rules);
  const phase = (handle: string | undefined) => {
    const start = handle ? routes.findIndex((route) => 'handle' in route && route.handle === handle) + 1 : 0;
    const end = routes.findIndex((route, index) => index >= start && 'handle' in route);
    return routes.slice(start, end === -1 ? undefined : end).filter((route): route is Exclude<VercelRoute, { handle: string }> => 'src' in route);
  };
  const matching = (handle: string | undefined, path: string) => phase(handle).filter(({ src }) => new RegExp(src).test(path));

  it('is a routing table Vercel accepts', () => {
    expect(normalizeRoutes(routes)).toEqual({ routes, error: null });
  });

  it('sends every path the headers the rules give it, the last matching route winning', () => {
    for (const path of [...samples, ...documents]) {
      const sent = Object.assign({}, ...matching(undefined, path).filter((route) => route.continue).map((route) => route.headers)) as Record<string, string>;
      expect(sent, path).toEqual(headersFor(rules.headers, path));
    }
  });

  it('redirects the aliases and drops a trailing slash before the files are looked up', () => {
    const redirect = (path: string) => matching(undefined, path).find((route) => !route.continue);
    expect(redirect('/zh/services/acquiring-services/mobile-pos')).toMatchObject({ status: 301, headers: { Location: '/zh/services/acquiring-services/softpos' } });
    expect(redirect('/auth/')).toMatchObject({ status: 308 });
    expect(redirect('/auth')).toBeUndefined();
  });

  it("serves <path>.html at <path>, and a missing path's language's not-found page with status 404", () => {
    expect(matching('filesystem', '/auth')).toEqual([{ src: '^/(.+)$', dest: '/$1.html', check: true }]);
    const notFound = (path: string) => matching('error', path)[0];
    expect(notFound('/zh/x/y')).toEqual(expect.objectContaining({ dest: '/zh/404.html', status: 404 }));
    expect(notFound('/am')).toEqual(expect.objectContaining({ dest: '/am/404.html', status: 404 }));
    expect(notFound('/zhx')).toEqual(expect.objectContaining({ dest: '/404.html', status: 404 }));
  });
});

describe('nginx', () => {
  const conf = nginxRules(rules);

  it('repeats the whole header set in each location with headers of its own (nginx inherits none then)', () => {
    const asset = /location \^~ \/zh\/assets\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(asset).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(asset).toContain('add_header X-Frame-Options "DENY" always;');
    expect(asset).toContain('error_page 404 /zh/404.html;');
  });

  it('refuses a value nginx would read as a variable', () => {
    const odd = { ...rules, headers: headerRules({ sitePolicy: "script-src '$x'", documentPolicy: '' }) };
    expect(() => nginxRules(odd)).toThrow(/nginx string/);
  });
});

describe('the editor (/admin)', () => {
  const adminPolicy = "default-src 'self'; script-src 'self' 'unsafe-eval'";
  const withEditor: SiteRules = { ...rules, headers: headerRules({ sitePolicy: "default-src 'self'", documentPolicy: "default-src 'none'", adminPolicy }) };
  const editorPaths = ['/admin', '/admin.html', '/admin/config.yml', '/admin/decap-cms.js', '/admin/977.decap-cms.js'];

  it('gets its own policy and noindex on its page and every file of it, revalidated as their names carry no hash', () => {
    for (const path of editorPaths) {
      expect(headersFor(withEditor.headers, path), path).toMatchObject({
        'Content-Security-Policy': adminPolicy,
        'X-Robots-Tag': 'noindex',
        'X-Frame-Options': 'DENY',
        'Cache-Control': REVALIDATE,
      });
    }
  });

  it("leaves every other path's headers as they were, and adds its rules after the site's in every host's file", () => {
    for (const path of [...samples, ...documents, '/administration', '/zh/admin']) {
      expect(headersFor(withEditor.headers, path), path).toEqual(headersFor(rules.headers, path));
    }
    expect(cloudflareHeaders(withEditor).startsWith(cloudflareHeaders(rules).trimEnd())).toBe(true);
    expect(netlifyHeaders(withEditor).startsWith(netlifyHeaders(rules).trimEnd())).toBe(true);
    expect(cloudflareHeaders(withEditor)).toContain('/admin/*\n  ! Content-Security-Policy\n  ! X-Robots-Tag\n');
  });

  it('is served by nginx at /admin with its headers, and its files under /admin/', () => {
    const conf = nginxRules(withEditor);
    for (const match of ['= /admin', '^~ /admin/']) {
      const block = new RegExp(`location ${match.replace(/[$^/]/g, '\\$&')} \\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
      expect(block, match).toContain(`add_header Content-Security-Policy "${adminPolicy}" always;`);
      expect(block, match).toContain('add_header X-Robots-Tag "noindex" always;');
    }
  });
});

describe("Supabase's redirect allow-list", () => {
  it('lists every page but sign-in itself, in every language, exactly', () => {
    const urls = supabaseRedirectUrls('https://www.example.com', ['/', AUTH_PATH, '/auth/reset-password', '/account']);
    expect(urls).toEqual([
      'https://www.example.com/',
      'https://www.example.com/auth/reset-password',
      'https://www.example.com/account',
      'https://www.example.com/zh',
      'https://www.example.com/zh/auth/reset-password',
      'https://www.example.com/zh/account',
      'https://www.example.com/am',
      'https://www.example.com/am/auth/reset-password',
      'https://www.example.com/am/account',
    ]);
  });
});
