import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { formatFigureNumber } from '../../src/content/figure-numbers.ts';
import type { Figure } from '../../src/content/figures.ts';
import type { Locale } from '../../src/shared/locales.ts';
import { variantFile } from '../content/variant-file.ts';

const ID = 'virtual:figure-numbers';

/**
 * `virtual:figure-numbers` exports each figure's number as the build's language writes it
 * (`{ uptimeSla: '99.9%', … }`), formatted here by Node's Intl, so that no page calls Intl while it
 * hydrates (src/content/figure-numbers.ts says why).
 */
export function figureNumbers(root: string, locale: Locale): Plugin {
  const source = variantFile(resolve(root, 'src/content/settings/figures/figures.en.json'), locale);
  return {
    name: 'figure-numbers',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      this.addWatchFile(source);
      const figures = JSON.parse(readFileSync(source, 'utf8')) as Record<string, Figure>;
      const numbers = Object.fromEntries(Object.entries(figures).map(([key, figure]) => [key, formatFigureNumber(figure, locale)]));
      return `export const figureNumbers = ${JSON.stringify(numbers)};`;
    },
  };
}
