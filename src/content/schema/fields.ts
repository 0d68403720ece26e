/**
 * The building blocks of the content schema: text fields, the rules that today's comments state
 * (icon classes, meta descriptions, months, paths), and the editor's metadata every field carries.
 * The schema is read at build time and by the editor's configuration; the browser's bundles only
 * see its types (`src/content/types.ts` imports them with `import type`).
 */
import { z } from 'zod';

declare module 'zod' {
  interface GlobalMeta {
    /** The field's name in the editor. */
    label?: string;
    /** 'text': long text, edited in a multi-line box. */
    widget?: 'text';
    /** false: not text but structure (a path, an icon, an id, a number), the same in every language. */
    translate?: false;
    /** A line of help under the field in the editor. */
    hint?: string;
    /** The field's rule as the editor checks it: a regular expression and the message when it fails. */
    pattern?: readonly [string, string];
  }
}

/** A rule a string must follow, written once for the build (zod) and the editor (Decap's `pattern`). */
export interface Rule {
  regex: RegExp;
  message: string;
}

/** Text of any length, never empty (an editor's empty field is refused, not published). */
const nonEmpty = () => z.string().min(1, 'is required');

/** A short line of text, translated. */
export const text = (label: string, hint?: string) => nonEmpty().meta({ label, ...(hint && { hint }) });

/** Long text (paragraphs), translated. */
export const longText = (label: string, hint?: string) => nonEmpty().meta({ label, widget: 'text', ...(hint && { hint }) });

/** Marks a field as structure: the same value in every language (compare STRUCTURAL_KEYS in scripts/i18n/structure.ts). */
export const structural = <T extends z.ZodType>(schema: T, label: string, hint?: string): T =>
  schema.meta({ label, translate: false, ...(hint && { hint }) });

/** The message of a rule's schema: 'is required' when the value is missing, else the rule's. */
const ruleError = (rule: Rule) => (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : rule.message);

/** A string schema that follows `rule`, with the rule in its metadata for the editor. */
export const following = <T extends z.ZodType<string>>(schema: T, rule: Rule): T =>
  schema.check(z.regex(rule.regex, rule.message)).meta({ pattern: [rule.regex.source, rule.message] });

export const rules = {
  icon: {
    regex: /^i-lucide-[a-z0-9]+(?:-[a-z0-9]+)*$/,
    message: 'must be a Lucide icon class such as i-lucide-shield-check',
  },
  /**
   * One or two sentences: 70–160 characters, or 35–160 when written in Chinese or Ethiopic script,
   * whose characters each say more (today's Chinese descriptions run 39–68 characters).
   */
  description: {
    regex: /^(?:(?=[\s\S]*[\u1200-\u137f\u3400-\u9fff])[\s\S]{35,160}|[\s\S]{70,160})$/,
    message: 'must be one or two sentences of 70–160 characters (35–160 in Chinese or Amharic)',
  },
  anchor: { regex: /^[a-z][a-z0-9-]*$/, message: 'must be an anchor id: lowercase letters, digits and -' },
  year: { regex: /^\d{4}$/, message: 'must be a year such as 2024' },
  month: { regex: /^\d{4}-(?:0[1-9]|1[0-2])$/, message: 'must be a month written YYYY-MM, such as 2024-05' },
  path: { regex: /^\/[^\s]*$/, message: 'must be a path of the site starting with /, such as /use-cases/bnpl' },
  documentPath: {
    regex: /^\/documents\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
    message: 'must be a document of the site: /documents/ and its name, such as /documents/e-wallet-whitepaper',
  },
} satisfies Record<string, Rule>;

/** A full UnoCSS icon class from the Lucide set, e.g. `i-lucide-shield-check`. */
export const iconClass = structural(
  following(z.templateLiteral(['i-lucide-', z.string()], { error: ruleError(rules.icon) }), rules.icon),
  'Icon',
  'A Lucide icon: i-lucide- and the icon’s name from lucide.dev/icons',
);

/** A path of the site (`/use-cases/bnpl`, or an anchor of the home page `/#contact`). */
export const internalPath = (label: string) => structural(following(z.string(), rules.path), label);

/** A month, `YYYY-MM`. */
export const month = (label: string) =>
  structural(following(z.templateLiteral([z.number(), '-', z.number()], { error: ruleError(rules.month) }), rules.month), label);

/** A path of a document page, `/documents/<name>`. */
export const documentPath = (label: string) =>
  structural(following(z.templateLiteral(['/documents/', z.string()], { error: ruleError(rules.documentPath) }), rules.documentPath), label);

/** A number the editor edits as a whole number or a decimal. */
export const integer = (label: string) => structural(z.number().int('must be a whole number'), label);
