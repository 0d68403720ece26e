/**
 * A translation keeps its English source's structure and changes only its text. Keys whose strings
 * are not text (paths, icons, ids, templates, figures, dates) must keep their English values;
 * numbers and booleans too; objects must have the same keys and arrays the same lengths.
 */
const STRUCTURAL_KEYS = new Set([
  'template',
  'icon',
  'to',
  'href',
  'aliases',
  'cards',
  'figure',
  'group',
  'id',
  'kind',
  'access',
  'published',
  'unit',
  'year',
  'companyField',
  'companyDetails',
  'area',
  'storageKey',
]);

/** Lists whose bare strings are ids, not text: a row of stats names the company's figures by id. */
const ID_LISTS = new Set(['stats', 'metrics']);

/** Keys a file sets for its own language alone (a page's `draft`): neither side needs them, nor must they match. */
const PER_LANGUAGE_KEYS = new Set(['draft']);

/** A page's menu entry names its menu by id (`menu: { menu: 'use-cases', label, order }`); a `menu` elsewhere is text. */
const isStructural = (key: string, parent = '') => STRUCTURAL_KEYS.has(key) || ID_LISTS.has(key) || (key === 'menu' && parent === 'menu');

/** Where a translation departs from its source's structure, one line each (none: it matches). */
export function structureProblems(source: unknown, translation: unknown, where = '', key = '', parent = ''): string[] {
  const at = where || '(root)';
  if (typeof source === 'function') return typeof translation === 'function' ? [] : [`${at}: should be a function`];
  if (Array.isArray(source)) {
    if (!Array.isArray(translation)) return [`${at}: should be a list`];
    if (translation.length !== source.length) return [`${at}: has ${translation.length} items, the English has ${source.length}`];
    return source.flatMap((item, index) => structureProblems(item, translation[index], `${where}[${index}]`, key, parent));
  }
  if (typeof source === 'object' && source !== null) {
    if (typeof translation !== 'object' || translation === null || Array.isArray(translation)) return [`${at}: should be an object`];
    const keys = new Set([...Object.keys(source), ...Object.keys(translation)]);
    return [...keys].filter((child) => where || !PER_LANGUAGE_KEYS.has(child)).flatMap((child) => {
      const path = where ? `${where}.${child}` : child;
      if (!(child in translation)) return [`${path}: missing`];
      if (!(child in source)) return [`${path}: not in the English`];
      return structureProblems((source as Record<string, unknown>)[child], (translation as Record<string, unknown>)[child], path, child, key);
    });
  }
  if (typeof source === 'string') {
    if (typeof translation !== 'string') return [`${at}: should be text`];
    if (isStructural(key, parent) && translation !== source) return [`${at}: must stay '${source}' (not text to translate)`];
    if (!isStructural(key, parent) && source.trim() && !translation.trim()) return [`${at}: is empty`];
    return [];
  }
  return translation === source ? [] : [`${at}: must stay ${String(source)}`];
}

/** Every text string of a value (the strings a translation translates), for checks of its language. */
export function textsOf(value: unknown, key = '', parent = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key, parent));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([child, item]) => textsOf(item, child, key));
  return typeof value === 'string' && !isStructural(key, parent) ? [value] : [];
}
