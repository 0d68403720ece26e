import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionHref } from '../../src/content/actions';
import { slugify } from '../../src/content/paths';
import { findPage, loadPageContent, menuPages, pages, redirects } from '../../src/content/registry';
import homeSections from '../../src/content/home/sections';
import { homeAnchors } from '../../src/content/navigation';
import { serviceGroups, type ServiceGroupId } from '../../src/content/service-groups';
import type { Action, PageContent } from '../../src/content/types';

/** The route table of the product spec (section 2), which the site must serve. */
const specRoutes = [
  '/',
  '/auth',
  ...[
    'e-wallet', 'mobile-wallet', 'neobank', 'card-management', 'marketplace', 'neo-banking', 'bnpl', 'super-app',
    'mobile-banking', 'global-payments', 'crypto-banking', 'core-banking', 'white-label', 'banking-ledger', 'case-studies',
  ].map((slug) => `/use-cases/${slug}`),
  '/services/digital-banking-ecosystem',
  ...[
    'mobile-wallet', 'saas-core-banking', 'internet-banking', 'omnichannel-experience', 'branch-tablet',
    'digital-platform', 'business-process-management', 'open-banking', 'ai-powered-chatbot',
  ].map((slug) => `/services/digital-banking-ecosystem/${slug}`),
  ...['prepaid-cards', 'credit-cards'].map((slug) => `/services/card-issuing-processing/${slug}`),
  ...['pos-systems', 'payment-gateway', 'softpos', 'atm-management', 'gateway-and-e-commerce'].map(
    (slug) => `/services/acquiring-services/${slug}`,
  ),
  ...[
    'fraud-management', '3d-secure', 'loyalty-and-rewards', 'top-up-and-bill-payments', 'analytics-and-reporting',
    'contact-center', 'consulting-services',
  ].map((slug) => `/services/value-added-services/${slug}`),
  ...['card-personalization', 'mobile-payment-and-tokenization', 'virtual-cards', 'card-control-and-e-pin', 'card-solutions'].map(
    (slug) => `/services/issuing-services/${slug}`,
  ),
];

/** Paths that the spec's menus and cards link to outside its route table: each must resolve. */
const specCardLinks = [
  ...['saas-core-banking', 'branch-tablet', 'internet-banking', 'mobile-wallets', 'digital-mobile-app', 'open-banking-ai', 'bpm', 'ai-chatbot'].map(
    (slug) => `/services/digital-banking-ecosystem/${slug}`,
  ),
  ...['prepaid-cards', 'credit-cards', 'debit-cards', 'islamic-cards', 'multi-currency-cards', 'virtual-cards', 'gift-cards', '3d-secure'].map(
    (slug) => `/services/card-issuing-processing/${slug}`,
  ),
  ...['atm-solutions', 'pos-systems', 'payment-gateway', 'mobile-pos', 'online-payments', 'security-infrastructure'].map(
    (slug) => `/services/acquiring-services/${slug}`,
  ),
  ...['fraud-management', 'back-office-operations', '3d-secure', 'loyalty-rewards', 'customer-analytics', 'ai-insights'].map(
    (slug) => `/services/value-added-services/${slug}`,
  ),
];

/** The home page's anchor sections the spec names. */
const specAnchors = ['home', 'services', 'use-cases', 'solutions', 'technology', 'about', 'contact'];

const contents = new Map<string, PageContent>(
  await Promise.all(pages.map(async (page) => [page.path, await loadPageContent(page.path)] as const)),
);
/** Content to check for links and icons: every page, and the home page's sections (a file of their own). */
const allContent = new Map<string, unknown>([...contents, ['/ (sections)', homeSections]]);

/** An action button; other content with a `kind` (a mockup's blocks) links nowhere. */
const actionKinds: readonly unknown[] = ['contact', 'link', 'document'] satisfies Action['kind'][];

function isAction(value: unknown): value is Action {
  return typeof value === 'object' && value !== null && 'kind' in value && actionKinds.includes(value.kind) && 'label' in value;
}

/** Every internal link a page's content makes: cards (by path), link targets and action buttons. */
function linksIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (typeof value !== 'object' || value === null) return [];
  if (isAction(value)) return [actionHref(value)];
  return Object.entries(value).flatMap(([key, child]) => {
    if (key === 'to' && typeof child === 'string') return [child];
    return key === 'cards' ? cardsIn({ cards: child }) : linksIn(child);
  });
}

/** The pages a content lists as cards (`cards: [path, …]`). */
function cardsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(cardsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'cards' && Array.isArray(child) ? child.filter((card): card is string => typeof card === 'string') : cardsIn(child),
  );
}

function iconsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(iconsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => (key === 'icon' && typeof child === 'string' ? [child] : iconsIn(child)));
}

/** Whether a site-relative link lands on a real page (or a home anchor that exists). */
function resolves(link: string): boolean {
  const url = new URL(link, 'https://site.test');
  const target = redirects.get(url.pathname) ?? url.pathname;
  if (!findPage(target)) return false;
  if (url.hash && target === '/') return specAnchors.includes(url.hash.slice(1));
  return true;
}

describe('content registry', () => {
  it('serves every route of the spec', () => {
    const paths = pages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(specRoutes));
  });

  it('gives every page a unique path and a unique title', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const titles = [...contents.values()].map((content) => content.seoTitle ?? content.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('gives every page a meta description of a useful length', () => {
    for (const [path, content] of contents) {
      expect(content.description.length, path).toBeGreaterThanOrEqual(50);
      expect(content.description.length, path).toBeLessThanOrEqual(170);
    }
  });

  it('redirects each alias to a real page, never shadowing one', () => {
    for (const [from, to] of redirects) {
      expect(findPage(from), `${from} is both a page and an alias`).toBeUndefined();
      expect(findPage(to), `${from} → ${to}`).toBeDefined();
    }
  });

  it('resolves every link the spec shows on cards and menus', () => {
    const broken = specCardLinks.filter((link) => !resolves(link));
    expect(broken).toEqual([]);
  });

  it('resolves every internal link in every page', () => {
    const broken = [...allContent].flatMap(([path, content]) =>
      linksIn(content)
        .filter((link) => link.startsWith('/'))
        .filter((link) => !resolves(link))
        .map((link) => `${path} → ${link}`),
    );
    expect(broken).toEqual([]);
  });

  it('has the home page sections with their anchors', () => {
    expect(contents.get('/')?.template).toBe('home');
    const ids = Object.values(homeSections).map((section) => section.id);
    expect(['home', ...ids]).toEqual(expect.arrayContaining(specAnchors));
    expect(Object.values(homeAnchors).sort()).toEqual([...specAnchors].sort());
  });

  it('gives a blurb to every page that a card points to', () => {
    const cardTargets = [...allContent.values()].flatMap(cardsIn);
    const pointedTo = [...contents].filter(([path]) => cardTargets.includes(path));
    expect(pointedTo.length).toBeGreaterThan(40);
    expect(pointedTo.filter(([, content]) => !content.blurb).map(([path]) => path)).toEqual([]);
  });

  it('names its service groups by the ids the code knows, each once, in menu order', () => {
    // Every id of the type, and no other: the compiler fails this list when the type gains or loses one.
    const known = { 'digital-banking-ecosystem': 0, 'issuing-services': 1, 'acquiring-services': 2, 'value-added-services': 3 } satisfies Record<ServiceGroupId, number>;
    expect(serviceGroups.map((group) => group.id)).toEqual(Object.keys(known));
  });

  it('builds service menu links from the spec slug rule: /services/{group}/{item}', () => {
    for (const group of serviceGroups) {
      const items = menuPages(group.id);
      expect(items.length, group.name).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.path).toBe(`/services/${slugify(group.name)}/${slugify(item.menu.label)}`);
      }
    }
  });

  it('lists every use case page in the Use Cases menu', () => {
    const menu = menuPages('use-cases').map((page) => page.path);
    expect(menu).toEqual(expect.arrayContaining(specRoutes.filter((path) => path.startsWith('/use-cases/'))));
  });

  it('uses only icons that exist in the Lucide icon set', () => {
    const set = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../node_modules/@iconify-json/lucide/icons.json'), 'utf8'),
    ) as { icons: Record<string, unknown>; aliases?: Record<string, unknown> };
    const icons = [...[...allContent.values()].flatMap(iconsIn), ...serviceGroups.map((g) => g.icon)];
    const missing = [...new Set(icons)].filter((icon) => {
      const name = icon.replace(/^i-lucide-/, '');
      return !set.icons[name] && !set.aliases?.[name];
    });
    expect(missing).toEqual([]);
  });
});

describe('slugify', () => {
  it('lowercases, turns spaces into hyphens and an ampersand into "and"', () => {
    expect(slugify('Loyalty & Rewards')).toBe('loyalty-and-rewards');
    expect(slugify('Card Control & E-PIN')).toBe('card-control-and-e-pin');
    expect(slugify('Value-Added Services')).toBe('value-added-services');
    expect(slugify('AI-Powered Chatbot')).toBe('ai-powered-chatbot');
  });
});
