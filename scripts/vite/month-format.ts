import type { Plugin } from 'vite';
import { monthFormatOf } from '../../src/i18n/month-format.ts';
import type { Locale } from '../../src/shared/locales.ts';

const ID = 'virtual:month-format';

/**
 * `virtual:month-format` exports how the build's language writes a month (`{ names, pattern }`),
 * read here from Node's Intl, so that no page calls Intl.DateTimeFormat while it hydrates.
 */
export function monthFormat(locale: Locale): Plugin {
  return {
    name: 'month-format',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? `export const monthFormat = ${JSON.stringify(monthFormatOf(locale))};` : undefined),
  };
}
