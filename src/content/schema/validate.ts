/** The build's check of one content file against its schema: one line per problem, naming the file and the field. */
import type { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

const list = (values: readonly unknown[]) => values.map(String).join(', ');

/** A message a person can act on, for the issues whose schema gives none of its own. */
function message(issue: RawIssue): string | undefined {
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) return 'is required';
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${kinds[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${String(issue.values[0])}` : `must be one of: ${list(issue.values)}`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} the model does not know: ${list(issue.keys)}`;
    case 'invalid_union': {
      const discriminator = 'discriminator' in issue && typeof issue.discriminator === 'string' ? issue.discriminator : undefined;
      if (discriminator) {
        const options = (issue.inst as z.core.$ZodType | undefined)?._zod.propValues?.[discriminator] ?? [];
        return `${discriminator} must be one of: ${list([...options])}`;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** `features[2].title`, `hero.stats[0]`, `(root)`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`)).join('');
}

/**
 * The problems of `value` as an entry of `schema`, one line each: `<file>: <field.path>: <message>`
 * (`src/content/pages/use-cases/bnpl.zh.json: features[2].title: is required`). None: it is valid.
 */
export function validateEntry(schema: z.ZodType, value: unknown, file: string): string[] {
  const result = schema.safeParse(value, { error: message });
  if (result.success) return [];
  return result.error.issues.map((issue) => `${file}: ${fieldPath(issue.path)}: ${issue.message}`);
}
