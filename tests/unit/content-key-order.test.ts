import { describe, expect, it } from 'vitest';
import { contentFileText, inFieldOrder, type OrderedField } from '../../scripts/cms/field-order';
import { contentJsonFiles, editorCollections, editorEntries } from './content-entries';

/**
 * The order of a content file's keys is the editor's field order (scripts/cms/field-order.ts): the
 * editor writes it, and every file keeps it, so that a save changes only the lines an editor changed.
 */
const fields: OrderedField[] = [
  { name: 'template' },
  { name: 'title' },
  { name: 'menu', widget: 'object', fields: [{ name: 'menu' }, { name: 'label' }, { name: 'order' }] },
  { name: 'features', widget: 'list', fields: [{ name: 'icon' }, { name: 'title' }] },
  { name: 'tags', widget: 'list', field: { name: 'item', widget: 'string' } },
  {
    name: 'actions',
    widget: 'list',
    typeKey: 'kind',
    types: [
      { name: 'link', widget: 'object', fields: [{ name: 'label' }, { name: 'to' }] },
      { name: 'contact', widget: 'object', fields: [{ name: 'label' }, { name: 'topic' }] },
    ],
  },
];

describe('the editor’s field order', () => {
  it('puts the keys the fields name in their order, nested in objects, lists and typed lists (the type’s key first)', () => {
    const value = {
      features: [{ title: 'Fast', icon: 'i-lucide-zap' }],
      menu: { order: 3, label: 'SoftPOS', menu: 'acquiring-services' },
      actions: [
        { to: '/contact', label: 'Write to us', kind: 'link' },
        { topic: 'a demo', kind: 'contact', label: 'Request Demo' },
      ],
      title: 'SoftPOS',
      template: 'service',
    };
    const ordered = inFieldOrder(fields, value);
    expect(ordered).toEqual(value);
    expect(JSON.stringify(ordered)).toBe(
      JSON.stringify({
        template: 'service',
        title: 'SoftPOS',
        menu: { menu: 'acquiring-services', label: 'SoftPOS', order: 3 },
        features: [{ icon: 'i-lucide-zap', title: 'Fast' }],
        actions: [
          { kind: 'link', label: 'Write to us', to: '/contact' },
          { kind: 'contact', label: 'Request Demo', topic: 'a demo' },
        ],
      }),
    );
  });

  it('keeps the keys no field names after the named ones, in their own order, and anything not an object as it is', () => {
    const value = { zeta: 1, title: 'T', alpha: { b: 1, a: 2 }, template: 'service', tags: ['b', 'a'], actions: [{ kind: 'unknown', z: 1, a: 2 }] };
    expect(Object.keys(inFieldOrder(fields, value))).toEqual(['template', 'title', 'tags', 'actions', 'zeta', 'alpha']);
    expect(JSON.stringify(inFieldOrder(fields, value).alpha)).toBe('{"b":1,"a":2}');
    expect(JSON.stringify(inFieldOrder(fields, value).actions)).toBe('[{"kind":"unknown","z":1,"a":2}]');
    expect(inFieldOrder(fields, 'text')).toBe('text');
    expect(inFieldOrder(fields, [{ title: 'T', template: 'x' }])).toEqual([{ title: 'T', template: 'x' }]);
  });

  it('writes a file as two-space JSON with a final newline', () => {
    expect(contentFileText(fields, { title: 'SoftPOS', template: 'service' })).toBe('{\n  "template": "service",\n  "title": "SoftPOS"\n}\n');
  });

  it('leaves out the fields an editor emptied, at any depth, as the schema has an optional text absent, never empty', () => {
    const saved = { template: 'service', title: 'SoftPOS', seoTitle: '', menu: { label: 'SoftPOS', order: null }, items: [{ title: 'A', details: '' }] };
    expect(JSON.parse(contentFileText(fields, saved))).toEqual({ template: 'service', title: 'SoftPOS', menu: { label: 'SoftPOS' }, items: [{ title: 'A' }] });
  });
});

describe('the content files', () => {
  const entries = editorEntries();

  it('are each one language of one entry the editor edits: every page, the home sections, the settings', () => {
    const edited = entries.flatMap(({ files }) => files.map(({ file }) => file));
    expect(new Set(edited).size).toBe(edited.length);
    expect(contentJsonFiles().filter((file) => !edited.includes(file))).toEqual([]);
    expect(edited).toEqual(expect.arrayContaining(['src/content/home/sections.zh.json', 'src/content/settings/figures/figures.am.json']));
    expect(edited.length).toBeGreaterThan(200);
  });

  it('are written as the editor writes them: keys in its field order, two-space JSON, a final newline', () => {
    const misordered = entries.flatMap(({ collection, files }) =>
      files.filter(({ text }) => contentFileText(collection.fields, JSON.parse(text)) !== text).map(({ file }) => file),
    );
    expect(misordered, 'rewrite these files in the editor’s field order (scripts/cms/field-order.ts)').toEqual([]);
  });

  it('have collections that share their top-level fields share all their fields, so that the editor finds a file’s order by those names', () => {
    const byTopLevel = new Map<string, string>();
    for (const { name, fields: collectionFields } of editorCollections) {
      const key = collectionFields.map((field) => field.name).join(',');
      const order = JSON.stringify(collectionFields, ['name', 'fields', 'field', 'types', 'typeKey', 'widget']);
      expect(byTopLevel.get(key) ?? order, name).toBe(order);
      byTopLevel.set(key, order);
    }
  });
});
