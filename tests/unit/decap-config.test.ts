import { describe, expect, it } from 'vitest';
import { decapConfig } from '../../scripts/cms/decap-config';
import type { DecapField } from '../../scripts/cms/decap-fields';
import { serviceGroups } from '../../src/content/service-groups';

interface Collection {
  name: string;
  folder?: string;
  filter?: { field: string; value: string };
  create?: boolean;
  i18n?: boolean;
  slug?: string;
  identifier_field?: string;
  format?: string;
  extension?: string;
  fields?: DecapField[];
  files?: { name: string; file: string; fields: DecapField[] }[];
}

interface Config {
  backend: { name: string; repo?: string; branch?: string };
  local_backend?: { url: string };
  publish_mode: string;
  media_folder: string;
  i18n: { structure: string; locales: string[]; default_locale: string };
  collections: Collection[];
}

const config = decapConfig({
  backend: { name: 'github', repo: 'tana/site', branch: 'main' },
  localBackendUrl: 'http://127.0.0.1:8081/api/v1',
  siteUrl: 'https://example.test',
}) as Config;

const collection = (name: string) => config.collections.find((entry) => entry.name === name)!;
const field = (fields: DecapField[] | undefined, name: string) => fields?.find((entry) => entry.name === name);

describe('the Decap CMS configuration', () => {
  it('edits the three languages side by side, as one file per language, on the given backend', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'zh', 'am'], default_locale: 'en' });
    expect(config.backend).toEqual({ name: 'github', repo: 'tana/site', branch: 'main' });
    expect(config.local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1' });
    expect(config.publish_mode).toBe('simple');
    expect(config.media_folder).toBe('public/uploads');
  });

  it('leaves the local backend out when none is given', () => {
    expect(decapConfig({ backend: { name: 'gitlab', repo: 'tana/site' }, siteUrl: 'https://example.test' })).not.toHaveProperty('local_backend');
  });

  it('has a collection for every kind of content', () => {
    const folders = Object.fromEntries(config.collections.filter((entry) => entry.folder).map((entry) => [entry.name, [entry.folder, entry.filter?.value]]));
    expect(folders).toMatchObject({
      home: ['src/content/pages', 'home'],
      'home-sections': ['src/content/home', undefined],
      'use-cases': ['src/content/pages/use-cases', 'solution'],
      'case-studies': ['src/content/pages/use-cases', 'case-studies'],
      ecosystem: ['src/content/pages/services/digital-banking-ecosystem', 'index'],
      documents: ['src/content/pages/documents', 'document'],
      legal: ['src/content/pages/legal', 'legal'],
    });
    for (const group of serviceGroups) expect(folders[`services-${group.id}`]).toEqual([`src/content/pages/services/${group.id}`, 'service']);
    expect(folders['services-card-issuing-processing']).toEqual(['src/content/pages/services/card-issuing-processing', 'service']);
    // The settings: a folder each, so that their three languages show side by side too.
    for (const name of ['figures', 'service-groups', 'site']) {
      expect(collection(name)).toMatchObject({ folder: `src/content/settings/${name}`, i18n: true, create: false, delete: false });
    }
    expect(collection('navigation')).toMatchObject({ folder: 'src/i18n/navigation', i18n: true, create: false, delete: false });
  });

  it('lets editors add use cases, services and documents, named by their slug, and no other page', () => {
    const creatable = config.collections.filter((entry) => entry.create).map((entry) => entry.name);
    expect(creatable).toEqual(['use-cases', ...serviceGroups.map((group) => `services-${group.id}`), 'services-card-issuing-processing', 'documents']);
    for (const entry of config.collections.filter((item) => item.folder)) {
      expect(entry).toMatchObject({ format: 'json', extension: 'json', slug: '{{slug}}', i18n: true });
    }
    expect(collection('use-cases').identifier_field).toBe('title');
  });

  it("asks for a service's intro as translated long text and its icon as a Lucide class, the same in every language", () => {
    const fields = collection('services-acquiring-services').fields;
    expect(field(fields, 'template')).toMatchObject({ widget: 'hidden', default: 'service', i18n: 'duplicate' });
    expect(field(fields, 'intro')).toMatchObject({ widget: 'text', i18n: true });
    expect(field(fields, 'intro')).not.toHaveProperty('required');
    expect(field(fields, 'icon')).toMatchObject({
      widget: 'string',
      i18n: 'duplicate',
      pattern: ['^i-lucide-[a-z0-9]+(?:-[a-z0-9]+)*$', 'must be a Lucide icon class such as i-lucide-shield-check'],
    });
    expect(field(fields, 'seoTitle')).toMatchObject({ widget: 'string', required: false, i18n: true });
  });

  it('refuses the meta descriptions the build refuses, with the same message', () => {
    const [pattern, message] = field(collection('documents').fields, 'description')!.pattern!;
    const matches = (text: string) => new RegExp(pattern).test(text);
    expect(message).toBe('must be one or two sentences of 70–160 characters (35–160 in Chinese or Amharic)');
    expect(matches('Too short.')).toBe(false);
    expect(matches('A'.repeat(70))).toBe(true);
    expect(matches('A'.repeat(161))).toBe(false);
    expect(matches('线上线下均可提供先买后付服务：即时信贷审批、灵活分期方案、自动化催收与商户结算。')).toBe(true);
  });

  it("offers a mockup's blocks and a page's buttons as lists of typed items", () => {
    const fields = collection('use-cases').fields;
    const blocks = field(field(fields, 'mockup')?.fields, 'blocks');
    expect(blocks).toMatchObject({ widget: 'list', typeKey: 'kind' });
    expect(blocks?.types?.map((type) => type.name)).toEqual(['balance', 'card', 'actions', 'rows', 'toggles', 'progress', 'tap', 'figures', 'fields']);
    expect(field(blocks?.types?.find((type) => type.name === 'progress')?.fields, 'percent')).toMatchObject({ widget: 'number', min: 0, max: 100 });
    const actions = field(fields, 'actions');
    expect(actions).toMatchObject({ widget: 'list', typeKey: 'kind', required: false });
    expect(field(actions?.types?.find((type) => type.name === 'link')?.fields, 'to')).toMatchObject({ i18n: 'duplicate', pattern: [expect.any(String), expect.stringContaining('starting with /')] });
  });

  it('asks for lists of text, selects for ids and whole numbers where the model has them', () => {
    const service = collection('services-issuing-services').fields;
    expect(field(field(service, 'features')?.fields, 'items')).toMatchObject({ widget: 'list', field: { widget: 'string', i18n: true } });
    const menu = field(service, 'menu');
    expect(field(menu?.fields, 'menu')).toMatchObject({ widget: 'select', options: [...serviceGroups.map((group) => group.id), 'use-cases'], i18n: 'duplicate' });
    expect(field(menu?.fields, 'order')).toMatchObject({ widget: 'number', value_type: 'int' });
    const groups = field(collection('home-sections').fields, 'services');
    expect(field(field(groups?.fields, 'groups')?.fields, 'cards')).toMatchObject({ widget: 'list', i18n: true, field: { i18n: 'duplicate' } });
  });

  it('asks for no field of an optional object, whose fields Decap checks even when it is absent (decap-cms issues 2103, 7748)', () => {
    const service = collection('services-acquiring-services').fields;
    expect(field(service, 'menu')?.fields?.map((entry) => entry.required)).toEqual([false, false, false]);
    const rows = field(field(service, 'mockup')?.fields, 'blocks')?.types?.find((type) => type.name === 'rows');
    expect(field(rows?.fields, 'total')?.fields?.map((entry) => entry.required)).toEqual([false, false]);
    // A list's items are checked only when there are some: theirs stay required.
    expect(field(field(rows?.fields, 'items')?.fields, 'title')?.required).toBeUndefined();
  });

  it('marks no list as duplicated in every language, which Decap refuses to load (decap-cms issues 4386, 7332)', () => {
    const lists = (fields: DecapField[] = []): DecapField[] =>
      fields.flatMap((entry) => [...(entry.widget === 'list' ? [entry] : []), ...lists(entry.fields), ...lists(entry.types), ...lists(entry.field && [entry.field])]);
    const all = lists(config.collections.flatMap((entry) => [...(entry.fields ?? []), ...(entry.files ?? []).flatMap((file) => file.fields)]));
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((list) => list.i18n !== true).map((list) => list.name)).toEqual([]);
  });
});
