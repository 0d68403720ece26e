import { figureNumbers } from 'virtual:figure-numbers';
import { messages } from '../i18n/messages';
import { figures, type FigureId } from './figures';
import type { Stat } from './types';

const phrases = messages.figures;

/** A figure's value for the page's language: its number, formatted at build time, in its phrase. */
export function formatFigure(id: FigureId): string {
  const figure = figures[id];
  const value = figureNumbers[id];
  if ('upTo' in figure) return phrases.upTo(value);
  if ('plus' in figure) return phrases.plus(value);
  if ('under' in figure) return phrases.under(value);
  return value;
}

/** What a stat shows: its value and its label. */
export function statText(stat: Stat): { value: string; label: string } {
  if (typeof stat === 'string') return { value: formatFigure(stat), label: figures[stat].label };
  if ('figure' in stat) return { value: formatFigure(stat.figure), label: stat.label };
  return stat;
}
