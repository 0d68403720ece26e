import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeInfo } from '../../src/shared/locales';
import { builtPages, textOf, type BuiltPage } from './built-pages';
import { distDir } from './built-site';

/**
 * Every page's JSON-LD, read back from the built HTML and checked against the schema.org types it
 * uses: what each must carry, how the nodes refer to each other, and that the breadcrumb trail it
 * gives search engines is the one the page shows.
 */
let pages: BuiltPage[];

beforeAll(async () => {
  pages = await builtPages();
});

type JsonNode = Record<string, unknown>;

function jsonLd(html: string): JsonNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json ?? '') as JsonNode);
}

const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** What each type must hold on this site; a node of any other type is a problem. */
function typeProblems(node: JsonNode, built: BuiltPage): string[] {
  const { entry, page, locale } = built;
  const origin = entry.siteOrigin;
  const problems: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${String(node['@type'])}: ${what}`);
  };
  const organization = `${origin}/#organization`;
  switch (node['@type']) {
    case 'Organization': {
      const logo = node.logo as JsonNode | undefined;
      expect(node['@id'] === organization, '@id');
      expect(node.name === entry.site.name, 'name');
      expect(node.url === `${origin}/`, 'url');
      expect(logo?.['@type'] === 'ImageObject' && typeof logo.url === 'string' && existsSync(join(distDir, new URL(logo.url).pathname)), 'logo, a file of the site');
      // The test build configures no contact detail: none may appear.
      expect(!('contactPoint' in node) && !('address' in node) && !('legalName' in node), 'no contact point or legal detail unless configured');
      break;
    }
    case 'WebSite': {
      const action = node.potentialAction as JsonNode | undefined;
      const target = action?.target as JsonNode | undefined;
      expect(node.name === entry.site.name, 'name');
      expect(node.url === entry.canonicalUrl('/'), 'url, the home page of its language');
      expect(node.inLanguage === localeInfo[locale].tag, 'inLanguage');
      expect((node.publisher as JsonNode | undefined)?.['@id'] === organization, 'publisher, the organization');
      expect(action?.['@type'] === 'SearchAction', 'potentialAction, a SearchAction');
      expect(target?.['@type'] === 'EntryPoint' && target.urlTemplate === `${entry.canonicalUrl('/search')}?q={search_term_string}`, 'SearchAction target, the search page with ?q=');
      expect(action?.['query-input'] === 'required name=search_term_string', 'query-input');
      break;
    }
    case 'BreadcrumbList': {
      const items = node.itemListElement as JsonNode[] | undefined;
      expect(Array.isArray(items) && items.length >= 2, 'itemListElement, two or more');
      (items ?? []).forEach((item, index) => {
        expect(item['@type'] === 'ListItem' && item.position === index + 1, `item ${index + 1}: a ListItem at its position`);
        expect(isText(item.name) && typeof item.item === 'string' && item.item.startsWith(origin), `item ${index + 1}: name and URL on the site`);
      });
      expect(items?.at(-1)?.item === entry.canonicalUrl(page.path), 'last item, the page itself');
      break;
    }
    case 'Service':
      expect(node.name === page.title && isText(node.description), 'name (the page title) and description');
      expect(node.url === entry.canonicalUrl(page.path), 'url, the page');
      expect((node.provider as JsonNode | undefined)?.['@id'] === organization, 'provider, the organization');
      break;
    default:
      problems.push(`a type this site does not use: ${String(node['@type'])}`);
  }
  return problems;
}

/** The breadcrumb trail a page shows: each crumb's words and where it links (the last, the page, links nowhere). */
function visibleTrail(built: BuiltPage): { name: string; href?: string }[] {
  const nav = new RegExp(`<nav aria-label="${built.entry.words.breadcrumb}"[^>]*>([\\s\\S]*?)</nav>`).exec(built.html)?.[1];
  if (!nav) return [];
  return [...nav.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) => ({
    name: textOf(item ?? '').replace(/^›\s*/, ''),
    href: /<a\b[^>]*href="([^"]+)"/.exec(item ?? '')?.[1],
  }));
}

describe('the structured data of every page', () => {
  it('is one JSON-LD graph of schema.org nodes, each valid for its type', () => {
    const problems: string[] = [];
    for (const built of pages) {
      const scripts = jsonLd(built.html);
      if (scripts.length !== 1) problems.push(`${built.url}: ${scripts.length} JSON-LD scripts`);
      const [data] = scripts;
      if (data?.['@context'] !== 'https://schema.org') problems.push(`${built.url}: @context`);
      for (const node of (data?.['@graph'] as JsonNode[] | undefined) ?? []) problems.push(...typeProblems(node, built).map((problem) => `${built.url}: ${problem}`));
    }
    expect(pages.length).toBeGreaterThan(150);
    expect(problems).toEqual([]);
  });

  it('names the organization and the website everywhere, a trail on service and use-case pages, the service on service pages', () => {
    const wrong: string[] = [];
    for (const built of pages) {
      const types = ((jsonLd(built.html)[0]?.['@graph'] as JsonNode[] | undefined) ?? []).map((node) => node['@type']);
      const trail = /^\/(services|use-cases)\//.test(built.page.path);
      const expected = ['Organization', 'WebSite', ...(trail ? ['BreadcrumbList'] : []), ...(built.page.template === 'service' ? ['Service'] : [])];
      if (JSON.stringify(types) !== JSON.stringify(expected)) wrong.push(`${built.url}: ${types.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives the trail the page shows: the same crumbs, linking to the same pages', () => {
    const mismatched: string[] = [];
    let trails = 0;
    for (const built of pages) {
      const list = ((jsonLd(built.html)[0]?.['@graph'] as JsonNode[] | undefined) ?? []).find((node) => node['@type'] === 'BreadcrumbList');
      const shown = visibleTrail(built);
      if (!list) {
        if (shown.length > 0) mismatched.push(`${built.url}: shows a trail its data lacks`);
        continue;
      }
      trails += 1;
      const given = (list.itemListElement as JsonNode[]).map((item) => ({ name: item.name, item: item.item }));
      const origin = built.entry.siteOrigin;
      const seen = shown.map((crumb, index) => ({
        name: crumb.name,
        item: index === shown.length - 1 ? built.entry.canonicalUrl(built.page.path) : crumb.href && new URL(crumb.href, origin).href,
      }));
      if (JSON.stringify(given) !== JSON.stringify(seen)) mismatched.push(`${built.url}: data ${JSON.stringify(given)}, page ${JSON.stringify(seen)}`);
    }
    expect(trails).toBeGreaterThan(100);
    expect(mismatched).toEqual([]);
  });
});
