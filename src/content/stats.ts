import { locale } from '../i18n/locale';
import { messages } from '../i18n/messages';
import { figures, type Figure } from './figures';
import type { Stat } from './types';

const phrases = messages.figures;

/** A figure's value, formatted for the page's language with Intl. */
export function formatFigure(figure: Figure): string {
  if (figure.kind === 'percent') {
    const value = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(figure.value / 100);
    return 'upTo' in figure ? phrases.upTo(value) : value;
  }
  if (figure.kind === 'count') {
    const value = new Intl.NumberFormat(locale, 'compact' in figure ? { notation: 'compact' } : {}).format(figure.value);
    return 'plus' in figure ? phrases.plus(value) : value;
  }
  const unitDisplay = figure.unit === 'month' ? 'long' : 'short';
  const value = new Intl.NumberFormat(locale, { style: 'unit', unit: figure.unit, unitDisplay }).format(figure.value);
  return 'under' in figure ? phrases.under(value) : value;
}

/** What a stat shows: its value and its label. */
export function statText(stat: Stat): { value: string; label: string } {
  if (typeof stat === 'string') return { value: formatFigure(figures[stat]), label: figures[stat].label };
  if ('figure' in stat) return { value: formatFigure(figures[stat.figure]), label: stat.label };
  return stat;
}
