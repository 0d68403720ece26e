import { figureNumbers } from 'virtual:figure-numbers';
import { words } from '../i18n/words';
import { figures, type FigureId } from './figures';
import type { Stat } from './types';

const phrases = words.figures;

/** A figure's value for the page's language: its number, formatted at build time, in its phrase. */
export function formatFigure(id: FigureId): string {
  const figure = figures[id];
  const value = figureNumbers[id];
  if ('upTo' in figure && figure.upTo) return phrases.upTo(value);
  if ('plus' in figure && figure.plus) return phrases.plus(value);
  if ('under' in figure && figure.under) return phrases.under(value);
  return value;
}

/**
 * A sentence that quotes the company's figures by id (`'{partners}+ integration partners'`), each
 * written as the page's language writes its number ('600'), the sentence saying the rest.
 */
export function figureText(text: string): string {
  return text.replace(/\{(\w+)\}/g, (_, id: string) => {
    if (!(id in figures)) throw new Error(`No figure '${id}' (src/content/settings/figures/figures.en.json) in: ${text}`);
    return figureNumbers[id as FigureId];
  });
}

/** What a stat shows: its value and its label. */
export function statText(stat: Stat): { value: string; label: string } {
  if (typeof stat === 'string') return { value: formatFigure(stat), label: figures[stat].label };
  if ('figure' in stat) return { value: formatFigure(stat.figure), label: stat.label };
  return stat;
}
