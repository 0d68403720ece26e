import type { Locale } from '../shared/locales';
import type { Figure } from './figures';

/**
 * A figure's number as `locale` writes it ('99.9%', '50M', '100 ms'), without the phrase around it
 * ('up to', '+'). Runs at build time only (scripts/vite/figure-numbers.ts): a page's first Intl call
 * starts ICU, a task of 20–25 ms in the browser, long on a phone, and every figure is known before
 * the site is built.
 */
export function formatFigureNumber(figure: Figure, locale: Locale): string {
  if (figure.kind === 'always') return '24/7';
  if (figure.kind === 'percent') {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(figure.value / 100);
  }
  if (figure.kind === 'count') {
    return new Intl.NumberFormat(locale, 'compact' in figure && figure.compact ? { notation: 'compact' } : {}).format(figure.value);
  }
  const unitDisplay = figure.unit === 'month' ? 'long' : 'short';
  return new Intl.NumberFormat(locale, { style: 'unit', unit: figure.unit, unitDisplay }).format(figure.value);
}
