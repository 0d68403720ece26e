import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatGrid } from '../../src/components/page-blocks/StatGrid';
import { formatFigureNumber } from '../../src/content/figure-numbers';

describe("a figure's number", () => {
  it('is written the way each language writes it', () => {
    const transactions = { kind: 'count', value: 50_000_000, compact: true, label: '' } as const;
    expect(['en', 'zh', 'am'].map((locale) => formatFigureNumber(transactions, locale as 'en'))).toEqual(['50M', '5000万', '50\u00a0ሚ']);
    expect(formatFigureNumber({ kind: 'percent', value: 99.9, label: '' }, 'en')).toBe('99.9%');
    expect(formatFigureNumber({ kind: 'duration', value: 6, unit: 'month', label: '' }, 'zh')).toBe('6个月');
  });

  it('is written in full when the editor has cleared its compact box', () => {
    expect(formatFigureNumber({ kind: 'count', value: 50_000_000, compact: false, label: '' }, 'en')).toBe('50,000,000');
  });
});

describe('a row of figures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows numbers written at build time, in their phrases, without calling Intl as it renders', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    render(<StatGrid stats={['uptimeSla', 'transactions', { figure: 'responseTime', label: 'Average response' }]} />);
    expect(screen.getByText('Uptime SLA').nextElementSibling?.textContent).toBe('99.9%');
    expect(screen.getByText('Average response').nextElementSibling?.textContent).toBe('<100 ms');
    expect(screen.getByText('Transactions processed').nextElementSibling?.textContent).toBe('50M+');
    expect(numberFormat).not.toHaveBeenCalled();
  });
});
