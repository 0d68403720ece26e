import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_SITE_DIR } from '../../scripts/local/test-site';
import { locales } from '../../src/shared/locales';
import { aliases, registry } from '../support/registry';
import { expect, test } from '../support/test';

const origin = registry.siteOrigin;

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

test('each page carries its own title, description, canonical URL, social tags and language', async ({ request }) => {
  for (const page of registry.pages) {
    const html = await (await request.get(page.path)).text();
    expect(html, page.path).toContain('<html lang="en"');
    expect(attribute(html, /<title>([^<]*)<\/title>/), page.path).toBe(
      registry.documentTitle(page).replace(/&/g, '&amp;').replace(/'/g, '&#39;'),
    );
    expect(attribute(html, /<meta name="description" content="([^"]*)"/), page.path).toBeTruthy();
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/), page.path).toBe(registry.canonicalUrl(page.path));
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/), page.path).toBe(registry.canonicalUrl(page.path));
    expect(html, page.path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html, page.path).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    expect(html, page.path).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html.match(/<h1[\s>]/g)?.length, `${page.path} has one h1`).toBe(1);
  }
});

test('the sitemap lists every canonical page meant for search, in every language, and nothing else; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const indexed = registry.pages.filter((page) => !page.noindex);
  expect(listed.sort()).toEqual(locales.flatMap((locale) => indexed.map((page) => registry.canonicalUrl(page.path, locale))).sort());
  for (const [alias] of registry.redirects) expect(listed).not.toContain(registry.canonicalUrl(alias));

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('aliases redirect permanently to their canonical page', async ({ request }) => {
  for (const [alias, target] of registry.redirects) {
    const response = await request.get(alias, { maxRedirects: 0 });
    expect(response.status(), alias).toBe(301);
    expect(response.headers().location, alias).toBe(target);
  }
});

test('where _redirects is ignored, the alias page itself sends the browser on and is not indexed', async ({ page }) => {
  const [alias, target] = aliases[0]!;
  // The page the build wrote at the alias, as a host that reads no redirect rules would serve it.
  const html = readFileSync(join(TEST_SITE_DIR, `${alias.slice(1)}.html`), 'utf8');
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toContain(`<link rel="canonical" href="${registry.canonicalUrl(target)}" />`);
  expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${target}" />`);

  await page.route(`**${alias}`, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  await page.goto(alias);
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

test('private pages and pages reached only through a flow are kept out of search engines; the rest are not', async ({ request }) => {
  const noindex = registry.pages.filter((page) => page.noindex).map((page) => page.path);
  // The account, the password reset, the contact form's confirmations, the search page (its results are the other pages).
  expect(noindex.sort()).toEqual(['/account', '/auth/reset-password', '/contact/not-sent', '/contact/saved', '/contact/sent', '/search']);
  for (const page of registry.pages) {
    const html = await (await request.get(page.path)).text();
    expect(html.includes('<meta name="robots" content="noindex" />'), page.path).toBe(page.noindex === true);
  }
});
