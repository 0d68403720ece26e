/**
 * Decap CMS 3 field definitions from the content schema, so the editor asks for what the build
 * checks: each field's widget, whether it is required, its rule as a `pattern` with the build's
 * message, and whether it is translated (`i18n: true`) or the same in every language
 * (`i18n: 'duplicate'`, the schema's `translate: false`).
 */
import { z } from 'zod';

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  i18n: true | 'duplicate';
  pattern?: readonly [string, string];
  default?: unknown;
  options?: string[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  field?: Omit<DecapField, 'name'> & { name: string };
  fields?: DecapField[];
  types?: DecapField[];
  typeKey?: string;
  summary?: string;
  collapsed?: true;
}

const metaOf = (schema: z.ZodType) => z.globalRegistry.get(schema) ?? {};

/** The discriminator's values of each option of a discriminated union. */
const discriminatorOf = (schema: z.ZodDiscriminatedUnion) => schema._zod.def.discriminator;

const objectOptions = (schema: z.ZodUnion) => schema.options.filter((option): option is z.ZodObject => option instanceof z.ZodObject);

/** The title of a list's items in the collapsed list: their first field that names them. */
function summaryOf(fields: DecapField[]): string | undefined {
  const name = ['title', 'heading', 'label', 'name'].find((candidate) => fields.some((field) => field.name === candidate));
  return name && `{{fields.${name}}}`;
}

/** The fields of several object shapes in one: a field missing from one of them is optional. */
function mergedFields(options: z.ZodObject[]): DecapField[] {
  const names = [...new Set(options.flatMap((option) => Object.keys(option.shape)))];
  return names.map((name) => {
    const holders = options.filter((option) => name in option.shape);
    const values = holders.map((option) => option.shape[name] as z.ZodType);
    const literals = values.filter((value): value is z.ZodLiteral => value instanceof z.ZodLiteral);
    if (literals.length === values.length && literals.length > 1) {
      const first = literals[0]!;
      const { default: _default, ...field } = fieldOf(name, first);
      return { ...field, label: metaOf(first).label ?? 'Kind', widget: 'select', options: literals.flatMap((literal) => [...literal.values].map(String)), i18n: 'duplicate' as const };
    }
    const field = fieldOf(name, values[0]!);
    return holders.length === options.length ? field : { ...field, required: false as const };
  });
}

/** A bound a schema sets (a whole number's own limits, ±2^53, are none). */
const isBound = (value: number | null): value is number => value !== null && Math.abs(value) < Number.MAX_SAFE_INTEGER;

/** The widget and its settings for a schema (without name, label, required and i18n). */
function widgetOf(schema: z.ZodType, meta: z.GlobalMeta): Partial<DecapField> & { widget: string } {
  if (schema instanceof z.ZodString || schema instanceof z.ZodTemplateLiteral) {
    return { widget: meta.widget === 'text' ? 'text' : 'string', ...(meta.pattern && { pattern: meta.pattern }) };
  }
  if (schema instanceof z.ZodEnum) return { widget: 'select', options: schema.options.map(String) };
  if (schema instanceof z.ZodLiteral && [...schema.values].every((value) => value === true)) return { widget: 'boolean' };
  if (schema instanceof z.ZodLiteral) return { widget: 'hidden', default: [...schema.values][0] };
  if (schema instanceof z.ZodBoolean) return { widget: 'boolean' };
  if (schema instanceof z.ZodNumber) {
    return {
      widget: 'number',
      value_type: schema.format?.includes('int') ? 'int' : 'float',
      ...(isBound(schema.minValue) && { min: schema.minValue }),
      ...(isBound(schema.maxValue) && { max: schema.maxValue }),
    };
  }
  if (schema instanceof z.ZodObject) {
    const fields = decapFields(schema);
    return { widget: 'object', fields, collapsed: true, ...(summaryOf(fields) && { summary: summaryOf(fields) }) };
  }
  if (schema instanceof z.ZodDiscriminatedUnion || (schema instanceof z.ZodUnion && objectOptions(schema).length === schema.options.length)) {
    return { widget: 'object', fields: mergedFields(objectOptions(schema)), collapsed: true };
  }
  if (schema instanceof z.ZodArray) return listOf(schema);
  // A union of a bare value and objects (a stat: a figure's id, or { figure, label }, or { value, label }):
  // no widget of Decap's edits both, so the editor keeps it as written (the build still checks it).
  return { widget: 'hidden' };
}

function listOf(schema: z.ZodArray): Partial<DecapField> & { widget: string } {
  const element = schema.element as z.ZodType;
  const bounds = {
    ...(schema._zod.bag.minimum !== undefined && { min: schema._zod.bag.minimum as number }),
    ...(schema._zod.bag.maximum !== undefined && { max: schema._zod.bag.maximum as number }),
  };
  if (element instanceof z.ZodDiscriminatedUnion) {
    const typeKey = discriminatorOf(element);
    const types = objectOptions(element).map((option) => {
      const tag = option.shape[typeKey] as z.ZodLiteral;
      const value = String([...tag.values][0]);
      const fields = decapFields(option).filter((field) => field.name !== typeKey);
      return {
        name: value,
        label: metaOf(tag).label ?? metaOf(option).label ?? value,
        widget: 'object',
        i18n: true as const,
        fields,
        ...(summaryOf(fields) && { summary: summaryOf(fields) }),
      };
    });
    return { widget: 'list', typeKey, types, ...bounds };
  }
  const item = widgetOf(element, metaOf(element));
  if (item.widget === 'object') return { widget: 'list', fields: item.fields!, ...(item.summary && { summary: item.summary }), collapsed: true, ...bounds };
  if (item.widget === 'hidden') return { widget: 'hidden' };
  const itemMeta = metaOf(element);
  return {
    widget: 'list',
    field: { name: 'item', label: itemMeta.label ?? 'Item', i18n: itemMeta.translate === false ? 'duplicate' : true, ...item },
    ...bounds,
  };
}

/**
 * The fields of an optional object, none of them required: Decap checks the fields of an object
 * that is absent as if it were there (decap-cms issues 2103, 7748), so that a page without it
 * could not be saved. The build's check still asks for them when the object is given. The items of
 * a list keep theirs: Decap checks only the items there are.
 */
function noneRequired(fields: DecapField[]): DecapField[] {
  return fields.map((field) => ({
    ...field,
    required: false as const,
    ...(field.widget === 'object' && field.fields && { fields: noneRequired(field.fields) }),
  }));
}

/** The Decap field for one property of an object schema. */
export function fieldOf(name: string, property: z.ZodType): DecapField {
  const optional = property instanceof z.ZodOptional;
  const schema = optional ? (property.unwrap() as z.ZodType) : property;
  const meta = { ...metaOf(schema), ...metaOf(property) };
  const widget = widgetOf(schema, meta);
  return {
    name,
    label: meta.label ?? name,
    ...widget,
    ...(optional && widget.widget === 'object' && widget.fields && { fields: noneRequired(widget.fields) }),
    ...(optional && { required: false }),
    ...(meta.hint && { hint: meta.hint }),
    // Decap refuses a list that is 'duplicate' (its config check wants a boolean there: decap-cms
    // issues 4386, 7332): a list the same in every language shows in every pane, its items marked.
    i18n: meta.translate === false && widget.widget !== 'list' ? 'duplicate' : true,
  };
}

/** The Decap fields of an object schema (a page's template, the home sections, the figures …). */
export function decapFields(schema: z.ZodObject): DecapField[] {
  return Object.entries(schema.shape).map(([name, property]) => fieldOf(name, property as z.ZodType));
}
