import { describe, expect, it } from 'vitest';
import { figuresFile, homeSections, navigationFile, pageContent, serviceGroupsFile, site, validateEntry } from '../../src/content/schema';
import type { Figure } from '../../src/content/figures';
import type { z } from 'zod';

/** Every content file (pages, home sections, settings) in every language, as its value. */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../../src/content/pages/**/*.json',
    '../../src/content/home/sections.*.json',
    '../../src/content/settings/*/*.json',
    '../../src/i18n/navigation/*.json',
  ],
  { eager: true },
);

const file = (path: string) => path.replace('../../', '');
const valueOf = (path: string) => modules[path]!.default;
const schemaOf = (path: string): z.ZodType => {
  if (path.includes('/pages/')) return pageContent;
  if (path.includes('/home/')) return homeSections;
  if (path.includes('/figures')) return figuresFile;
  if (path.includes('/service-groups')) return serviceGroupsFile;
  if (path.includes('/navigation')) return navigationFile;
  return site;
};
const files = Object.keys(modules);

/** A real page, to spoil one field at a time. */
const softpos = valueOf(files.find((path) => path.endsWith('softpos.en.json'))!) as Record<
  string,
  unknown
>;
const bnpl = valueOf(files.find((path) => /use-cases\/bnpl\.en\.json$/.test(path))!) as Record<string, unknown>;
const check = (value: unknown) => validateEntry(pageContent, value, 'src/content/pages/x.en.json');

describe('the content schema', () => {
  it('accepts every content file of today, in every language', () => {
    expect(files.filter((path) => path.includes('/pages/')).length).toBeGreaterThan(150);
    expect(files.filter((path) => !path.includes('/pages/')).map((path) => path.replace(/.*\/(content|i18n)\//, '')).sort()).toEqual(
      ['home/sections', 'navigation/navigation', 'settings/figures/figures', 'settings/service-groups/service-groups', 'settings/site/site']
        .flatMap((name) => ['am', 'en', 'zh'].map((locale) => `${name}.${locale}.json`))
        .sort(),
    );
    expect(files.flatMap((path) => validateEntry(schemaOf(path), valueOf(path), file(path)))).toEqual([]);
  });

  it('names the file and the field of a missing required field', () => {
    const features = structuredClone(bnpl.features) as Record<string, unknown>[];
    delete features[2]!.title;
    expect(validateEntry(pageContent, { ...bnpl, features }, 'src/content/pages/use-cases/bnpl.zh.json')).toEqual([
      'src/content/pages/use-cases/bnpl.zh.json: features[2].title: is required',
    ]);
  });

  it('refuses an empty text as a missing one', () => {
    expect(check({ ...softpos, intro: '' })).toEqual(['src/content/pages/x.en.json: intro: is required']);
  });

  it('refuses a meta description shorter than 70 or longer than 160 characters', () => {
    const message = 'must be one or two sentences of 70–160 characters (35–160 in Chinese or Amharic)';
    expect(check({ ...softpos, description: 'Too short.' })).toEqual([`src/content/pages/x.en.json: description: ${message}`]);
    expect(check({ ...softpos, description: 'x'.repeat(161) })).toEqual([`src/content/pages/x.en.json: description: ${message}`]);
    expect(check({ ...softpos, description: '线上线下均可提供先买后付服务：即时信贷审批、灵活分期方案、自动化催收与商户结算。' })).toEqual([]);
  });

  it('refuses an icon that is not a Lucide class, wherever it is', () => {
    const highlights = [{ icon: 'fa-star', title: 'A', description: 'B' }];
    expect(check({ ...softpos, icon: 'i-mdi-star', highlights })).toEqual([
      'src/content/pages/x.en.json: icon: must be a Lucide icon class such as i-lucide-shield-check',
      'src/content/pages/x.en.json: highlights[0].icon: must be a Lucide icon class such as i-lucide-shield-check',
    ]);
  });

  it('refuses links that are not paths of the site, and documents outside /documents/', () => {
    const actions = [
      { kind: 'link', label: 'Go', to: 'https://example.com' },
      { kind: 'document', label: 'Read', to: '/use-cases/bnpl' },
    ];
    expect(check({ ...softpos, actions })).toEqual([
      'src/content/pages/x.en.json: actions[0].to: must be a path of the site starting with /, such as /use-cases/bnpl',
      'src/content/pages/x.en.json: actions[1].to: must be a document of the site: /documents/ and its name, such as /documents/e-wallet-whitepaper',
    ]);
  });

  it('refuses an unknown template, action, mockup block, figure or service group', () => {
    expect(check({ ...softpos, template: 'services' })[0]).toMatch(/^src\/content\/pages\/x\.en\.json: template: template must be one of: home, .*service/);
    expect(check({ ...softpos, actions: [{ kind: 'call', label: 'Call' }] })).toEqual([
      'src/content/pages/x.en.json: actions[0].kind: kind must be one of: contact, link, document',
    ]);
    expect(check({ ...softpos, mockup: { ...(softpos.mockup as object), blocks: [{ kind: 'chart' }] } })[0]).toMatch(/mockup\.blocks\[0\]\.kind: kind must be one of: balance, card/);
    expect(check({ ...softpos, stats: [{ figure: 'speed', label: 'Speed' }] })[0]).toMatch(
      /^src\/content\/pages\/x\.en\.json: stats\[0\]: must be a figure by its id \(uptimeSla, .*\), \{ figure, label \} or \{ value, label \}$/,
    );
    expect(check({ ...softpos, menu: { menu: 'payments', label: 'SoftPOS', order: 3 } })).toEqual([
      'src/content/pages/x.en.json: menu.menu: must be one of: digital-banking-ecosystem, issuing-services, acquiring-services, value-added-services, use-cases',
    ]);
  });

  it('refuses a month not written YYYY-MM, a field of the wrong kind and a field the model does not know', () => {
    const document = valueOf(files.find((path) => /documents\/e-wallet-whitepaper\.(ts|en\.json)$/.test(path))!) as object;
    expect(check({ ...document, published: 'May 2024' })).toEqual(['src/content/pages/x.en.json: published: must be a month written YYYY-MM, such as 2024-05']);
    expect(check({ ...document, published: '2024-13' })).toEqual(['src/content/pages/x.en.json: published: must be a month written YYYY-MM, such as 2024-05']);
    expect(check({ ...softpos, noindex: 'yes', titel: 'SoftPOS' })).toEqual([
      'src/content/pages/x.en.json: noindex: must be true or false',
      'src/content/pages/x.en.json: (root): has a field the model does not know: titel',
    ]);
  });

  it('types the figures as src/content/figures.ts does', () => {
    const same: [z.infer<typeof figuresFile>[keyof z.infer<typeof figuresFile>], Figure] extends [Figure, z.infer<typeof figuresFile>['tps']] ? true : false = true;
    expect(same).toBe(true);
  });
});
