import { monthFormat } from 'virtual:month-format';
import { writeMonth } from './month-format';

/**
 * A month of a year (`2024-03`), written out for the page's language: 'March 2024', '2024年3月'.
 * The language's month names come from the build (src/i18n/month-format.ts says why).
 */
export function formatMonth(isoMonth: string): string {
  return writeMonth(isoMonth, monthFormat);
}
