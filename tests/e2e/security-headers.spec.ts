import { createHash } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { cmsApiUrl } from '../../scripts/cms/local-backend';
import { TEST_BACKEND_URL, TEST_CMS_PORT } from '../../scripts/local/test-site';
import { expect, test } from '../support/test';

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every value a response carries for a header (a header sent twice shows up twice). */
function values(response: APIResponse, name: string): string[] {
  return response
    .headersArray()
    .filter((entry) => entry.name.toLowerCase() === name)
    .map((entry) => entry.value);
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('an HTML page, an asset, sw.js, the manifest and the 404 page each carry every header, once', async ({ request }) => {
  const home = await request.get('/');
  const asset = /<script data-entry="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(asset).toBeTruthy();
  const cases = [
    { path: '/', status: 200, cache: REVALIDATE },
    { path: asset!, status: 200, cache: IMMUTABLE },
    { path: '/sw.js', status: 200, cache: REVALIDATE },
    { path: '/manifest.webmanifest', status: 200, cache: REVALIDATE },
    // Cloudflare Pages never lets a not-found answer be cached, whatever _headers says.
    { path: '/no-such-page', status: 404, cache: 'no-store' },
  ];
  for (const { path, status, cache } of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expect(values(response, 'cache-control'), path).toEqual([cache]);
    for (const [name, expected] of [
      ['strict-transport-security', 'max-age=63072000; includeSubDomains'],
      ['x-content-type-options', 'nosniff'],
      ['x-frame-options', 'DENY'],
      ['referrer-policy', 'strict-origin-when-cross-origin'],
      ['cross-origin-opener-policy', 'same-origin'],
    ] as const) {
      expect(values(response, name), `${name} on ${path}`).toEqual([expected]);
    }
    expect(values(response, 'permissions-policy'), path).toEqual([expect.stringContaining('camera=()')]);
    expect(values(response, 'content-security-policy'), path).toHaveLength(1);
  }
});

test('the policy: scripts only from the site and by hash, no framing, no plugins, only the configured services', async ({
  request,
}) => {
  const home = await request.get('/');
  const policy = directives(values(home, 'content-security-policy')[0] ?? '');
  const backend = new URL(TEST_BACKEND_URL).origin;

  expect(policy.get('default-src')).toEqual(["'self'"]);
  const scriptSources = policy.get('script-src') ?? [];
  // 'wasm-unsafe-eval' lets the site's search compile its WebAssembly index, and nothing else.
  expect(scriptSources.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(scriptSources.slice(2).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  // Each page carries its own cut of the stylesheet: the header all pages share lets inline styles
  // through, and each page's own <meta> policy, enforced beside it, names that page's by hash.
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('connect-src')).toEqual(["'self'", backend, `${backend}/f/contact`]);
  expect(policy.get('form-action')).toEqual(["'self'", `${backend}/f/contact`, backend]);
  expect(policy.get('frame-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  // A local build is served over plain HTTP, where upgrading would break every request.
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
});

test('every inline script and stylesheet of a page is allowed by hash, its JSON-LD needing none; its <meta> policy is the header minus frame-ancestors, naming its own stylesheets', async ({
  request,
}) => {
  for (const path of ['/', '/auth', '/no-such-page', '/services/acquiring-services/softpos']) {
    const response = await request.get(path);
    const html = await response.text();
    const header = values(response, 'content-security-policy')[0] ?? '';
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    // The JSON-LD is a data block the browser never runs: the policy needs no hash for it (and the
    // pages that carry it report no violation: security-csp.spec.ts, every-template.spec.ts).
    const dataBlocks = inline.filter(([, attributes]) => attributes === ' type="application/ld+json"');
    const scripts = inline.filter((match) => !dataBlocks.includes(match)).map((match) => match[2]!);
    expect(dataBlocks, path).toHaveLength(1);
    expect(scripts.length, path).toBeGreaterThanOrEqual(2);
    for (const script of scripts) expect(directives(header).get('script-src'), path).toContain(sha256(script));
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    const styleSources = directives(meta).get('style-src') ?? [];
    expect(styleSources.slice(0, 1), path).toEqual(["'self'"]);
    expect(styleSources.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)), path).toBe(true);
    for (const style of styles) expect(styleSources, path).toContain(sha256(style));

    const pageStyles = styleSources.join(' ');
    expect(meta, path).toBe(header.replace(/; frame-ancestors 'none'/, '').replace("style-src 'self' 'unsafe-inline'", `style-src ${pageStyles}`));
    expect(html.indexOf('http-equiv="Content-Security-Policy"'), path).toBeLessThan(html.indexOf('<script'));
  }
});

test('the documentation page has a policy of its own: no script at all, framed by the site only', async ({ request }) => {
  const response = await request.get('/view-documentation.html');
  const policy = directives(values(response, 'content-security-policy')[0] ?? '');
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.has('script-src')).toBe(false);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(values(response, 'x-frame-options')).toEqual(['SAMEORIGIN']);
  expect(values(response, 'cache-control')).toEqual([REVALIDATE]);
});

test('the editor (/admin) has a policy of its own, what Decap needs and its local backend, and is kept out of search engines', async ({
  request,
}) => {
  const response = await request.get('/admin');
  const policy = directives(values(response, 'content-security-policy')[0] ?? '');
  // Decap's config check compiles with new Function; its components style themselves with <style>.
  expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('connect-src')).toEqual(["'self'", new URL(cmsApiUrl(TEST_CMS_PORT)).origin]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(values(response, 'x-robots-tag')).toEqual(['noindex']);
  expect(values(response, 'cache-control')).toEqual([REVALIDATE]);
  // No <meta> policy of the site's in it: the header is its only one.
  expect(await response.text()).not.toContain('http-equiv="Content-Security-Policy"');
});
