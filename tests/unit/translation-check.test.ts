import { describe, expect, it } from 'vitest';
import { translationProblems, type CheckedField } from '../../scripts/cms/translation-check';
import { editorEntries } from './content-entries';

/**
 * The editor checks an entry's translations as Decap checks its English pane (scripts/cms/translation-check.ts):
 * each field's `required` and `pattern`, nested, before a save.
 */
const description: CheckedField = {
  name: 'description',
  label: 'Description',
  widget: 'string',
  pattern: ['^[\\s\\S]{20,160}$', 'must be one or two sentences of 20–160 characters'],
};
const fields: CheckedField[] = [
  { name: 'template', label: 'Template', widget: 'hidden' },
  { name: 'title', label: 'Title', widget: 'string' },
  description,
  { name: 'seoTitle', label: 'SEO title', widget: 'string', required: false },
  { name: 'intro', label: 'Introduction', widget: 'text' },
  {
    name: 'features',
    label: 'Features',
    widget: 'list',
    required: false,
    fields: [
      { name: 'title', label: 'Title', widget: 'string' },
      { name: 'note', label: 'Note', widget: 'string', required: false },
    ],
  },
  { name: 'points', label: 'Points', widget: 'list', required: false, field: { name: 'item', label: 'Point', widget: 'string' } },
  {
    name: 'actions',
    label: 'Actions',
    widget: 'list',
    required: false,
    typeKey: 'kind',
    types: [{ name: 'contact', label: 'Contact', widget: 'object', fields: [{ name: 'label', label: 'Label', widget: 'string' }] }],
  },
  { name: 'menu', label: 'Menu', widget: 'object', required: false, fields: [{ name: 'label', label: 'Label in the menu', widget: 'string' }] },
];

const page = {
  template: 'service',
  title: 'SoftPOS',
  description: '在任何安卓手机上受理银行卡付款，当天开通，结算与台式终端一致。',
  intro: '在任何支持 NFC 的安卓手机上受理银行卡和二维码付款。',
  features: [{ title: '扫码收款' }],
  points: ['无需额外硬件'],
  actions: [{ kind: 'contact', label: '预约演示' }],
  menu: { label: 'SoftPOS' },
};

describe('the editor’s check of a translation', () => {
  it('passes a translation that keeps every rule', () => {
    expect(translationProblems(fields, page, '中文')).toEqual([]);
  });

  it('names the language and the field a translation leaves empty, as Decap names a required field', () => {
    expect(translationProblems(fields, { ...page, intro: '' }, '中文')).toEqual(['中文 · Introduction is required']);
    expect(translationProblems(fields, { ...page, intro: '  \n' }, 'አማርኛ')).toEqual(['አማርኛ · Introduction is required']);
    const { title: _title, ...untitled } = page;
    expect(translationProblems(fields, untitled, '中文')).toEqual(['中文 · Title is required']);
  });

  it('gives a field’s own message when the text breaks its pattern', () => {
    expect(translationProblems(fields, { ...page, description: '太短了' }, '中文')).toEqual([
      '中文 · Description must be one or two sentences of 20–160 characters',
    ]);
  });

  it('checks the fields of objects, of list items and of typed list items, naming the item', () => {
    const broken = { ...page, features: [{ title: '扫码收款' }, { title: '' }], points: ['无需额外硬件', ''], actions: [{ kind: 'contact', label: '' }], menu: { label: '' } };
    expect(translationProblems(fields, broken, '中文')).toEqual([
      '中文 · Features › 2 › Title is required',
      '中文 · Points › 2 is required',
      '中文 · Actions › 1 › Label is required',
      '中文 · Menu › Label in the menu is required',
    ]);
  });

  it('lets optional fields and hidden ones be absent', () => {
    const { features: _features, points: _points, actions: _actions, menu: _menu, template: _template, ...minimal } = page;
    expect(translationProblems(fields, { ...minimal, seoTitle: '' }, '中文')).toEqual([]);
  });

  it('leaves alone a translation the site does not publish: a draft, or one without a word of text', () => {
    expect(translationProblems(fields, { ...page, intro: '', draft: true }, '中文')).toEqual([]);
    expect(translationProblems(fields, { template: 'service', actions: [{ kind: 'contact' }] }, '中文')).toEqual([]);
  });
});

describe('the content', () => {
  it('passes the editor’s check in every language, so that the editor refuses no entry the build accepts', () => {
    const refused = editorEntries().flatMap(({ collection, files }) =>
      files.flatMap(({ file, text }) => translationProblems(collection.fields, JSON.parse(text), file)),
    );
    expect(refused).toEqual([]);
  });
});
