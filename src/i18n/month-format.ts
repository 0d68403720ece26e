import type { Locale } from '../shared/locales';

/** How a language writes a month of a year: its twelve month names and where they and the year go. */
export interface MonthFormat {
  names: string[];
  /** The whole, with `{month}` and `{year}` in place: '{month} {year}', '{year}年{month}月'. */
  pattern: string;
}

/**
 * `locale`'s month format, read from Intl. Runs at build time only (scripts/vite/month-format.ts):
 * a page's first Intl.DateTimeFormat starts ICU, a task of 30–60 ms here before any slowdown.
 */
export function monthFormatOf(locale: Locale): MonthFormat {
  const format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const partsOf = (month: number) => format.formatToParts(new Date(Date.UTC(2000, month, 1)));
  const names = Array.from({ length: 12 }, (_, month) => partsOf(month).find((part) => part.type === 'month')!.value);
  const pattern = partsOf(0)
    .map((part) => (part.type === 'month' || part.type === 'year' ? `{${part.type}}` : part.value))
    .join('');
  return { names, pattern };
}

/** A month of a year (`2024-03`) written with `format`: 'March 2024', '2024年3月'. */
export function writeMonth(isoMonth: string, format: MonthFormat): string {
  const [year, month] = isoMonth.split('-');
  return format.pattern.replace('{month}', format.names[Number(month) - 1]!).replace('{year}', String(Number(year)));
}
