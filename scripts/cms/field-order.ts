/**
 * The order of a content file's keys: the order of the editor's fields (the collection's fields,
 * nested: an object's `fields`, a list's `fields` or `field`, a typed list's `types` after its
 * `typeKey`), which is the schema's. Keys no field names follow the named ones, in their own order.
 * The editor writes every file in this order (scripts/cms/editor-extension.ts), and every content
 * file is kept in it (tests/unit/content-key-order.test.ts), so that a save changes only the lines
 * an editor changed. Runs in the editor's page: no import of Node's.
 */

/** What the order follows of one of Decap's field definitions (scripts/cms/decap-fields.ts). */
export interface OrderedField {
  name: string;
  widget?: string;
  fields?: readonly OrderedField[];
  field?: OrderedField;
  types?: readonly OrderedField[];
  typeKey?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Decap's default key of a typed list's item type. */
const DEFAULT_TYPE_KEY = 'type';

/** The fields of a list's item: its type's, after the key that names the type, or the list's own. */
function itemFields(list: OrderedField, item: unknown): readonly OrderedField[] | undefined {
  if (!list.types) return list.fields;
  const typeKey = list.typeKey ?? DEFAULT_TYPE_KEY;
  const type = isRecord(item) ? list.types.find((candidate) => candidate.name === item[typeKey]) : undefined;
  return [{ name: typeKey }, ...(type?.fields ?? [])];
}

function orderedValue(field: OrderedField, value: unknown): unknown {
  if (field.widget === 'list' && Array.isArray(value)) {
    return value.map((item) => {
      const fields = itemFields(field, item);
      if (fields) return inFieldOrder(fields, item);
      return field.field ? orderedValue(field.field, item) : item;
    });
  }
  return field.fields ? inFieldOrder(field.fields, value) : value;
}

/**
 * `value` with the keys of every object the fields describe in the fields' order, the keys they do
 * not name after them in their order; anything else as it is.
 */
export function inFieldOrder<T>(fields: readonly OrderedField[], value: T): T;
export function inFieldOrder(fields: readonly OrderedField[], value: unknown): unknown {
  if (!isRecord(value)) return value;
  const ordered: Record<string, unknown> = {};
  for (const field of fields) {
    if (Object.hasOwn(value, field.name)) ordered[field.name] = orderedValue(field, value[field.name]);
  }
  for (const [key, item] of Object.entries(value)) {
    if (!Object.hasOwn(ordered, key)) ordered[key] = item;
  }
  return ordered;
}

/**
 * `value` without the fields an editor emptied: Decap writes a cleared optional text as `""`, which
 * the content's schema refuses (text is never empty; an optional one is left out). A required field
 * left empty never gets here: the editor refuses the save first.
 */
export function withoutClearedFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutClearedFields);
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (item === '' || item === null ? [] : [[key, withoutClearedFields(item)]])));
}

/** A content file's text: its value in field order, cleared fields left out, pretty-printed with two spaces, and a final newline. */
export const contentFileText = (fields: readonly OrderedField[], value: unknown): string =>
  `${JSON.stringify(inFieldOrder(fields, withoutClearedFields(value)), null, 2)}\n`;
