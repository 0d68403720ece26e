/**
 * The editor's check of an entry's translations. Decap 3 checks the fields of the English pane
 * only (its editor validates the default locale's controls before a save); the build then refuses
 * a translation that breaks a rule (scripts/content/content-check.ts). This applies Decap's own
 * rules, `required` and `pattern` of each field, nested, to a translation's data, so that the
 * editor refuses the entry first. A translation the site does not publish (a draft, or one without
 * a word of text: scripts/content/translation-state.ts) is not checked, as the build does not.
 * Runs in the editor's page: no import of Node's.
 */
import { translationStateOf } from '../content/translation-state.ts';

/** What the check reads of one of Decap's field definitions (scripts/cms/decap-fields.ts). */
export interface CheckedField {
  name: string;
  label?: string;
  widget?: string;
  required?: boolean;
  pattern?: readonly [string, string];
  fields?: readonly CheckedField[];
  field?: CheckedField;
  types?: readonly CheckedField[];
  typeKey?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Decap's test of a value given (its validatePresence): not null, not an empty list, object or text. */
function isAbsent(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.keys(value).length === 0;
}

const labelOf = (field: CheckedField) => field.label ?? field.name;

/** The problems of a value in the fields of an object, each `<label path> <message>`. */
function objectProblems(fields: readonly CheckedField[], value: unknown, at: string[]): string[] {
  const data = isRecord(value) ? value : {};
  return fields.flatMap((field) => fieldProblems(field, data[field.name], [...at, labelOf(field)]));
}

function itemProblems(list: CheckedField, item: unknown, at: string[]): string[] {
  if (list.types) {
    const typeKey = list.typeKey ?? 'type';
    const type = isRecord(item) ? list.types.find((candidate) => candidate.name === item[typeKey]) : undefined;
    return type?.fields ? objectProblems(type.fields, item, at) : [];
  }
  if (list.fields) return objectProblems(list.fields, item, at);
  return list.field ? fieldProblems(list.field, item, at) : [];
}

function fieldProblems(field: CheckedField, value: unknown, at: string[]): string[] {
  // Decap does not check a hidden field: the editor cannot change it.
  if (field.widget === 'hidden') return [];
  const name = at.join(' › ');
  if (isAbsent(value)) return field.required === false ? [] : [`${name} is required`];
  if (field.pattern && typeof value === 'string' && !new RegExp(field.pattern[0]).test(value)) return [`${name} ${field.pattern[1]}`];
  if (field.widget === 'list' && Array.isArray(value)) return value.flatMap((item, index) => itemProblems(field, item, [...at, String(index + 1)]));
  return field.fields ? objectProblems(field.fields, value, at) : [];
}

/**
 * The problems of one translation's data, each `<language> · <field's label path> <message>`
 * ("中文 · Introduction is required"); none for a translation the site does not publish.
 */
export function translationProblems(fields: readonly CheckedField[], data: unknown, language: string): string[] {
  if (translationStateOf(data) !== 'published') return [];
  return objectProblems(fields, data, []).map((problem) => `${language} · ${problem}`);
}
