import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import whitepaperFile from '../../src/content/pages/documents/e-wallet-whitepaper.en.json' with { type: 'json' };
import { monthFormatOf, writeMonth } from '../../src/i18n/month-format';
import type { DocumentPage } from '../../src/content/types';
import { DocumentTemplate } from '../../src/templates/DocumentTemplate';

const whitepaper = whitepaperFile as DocumentPage;

describe('a month of a year', () => {
  it('is written, from the month format read at build time, exactly as Intl writes it in each language', () => {
    for (const locale of ['en', 'zh', 'am'] as const) {
      const intl = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
      const format = monthFormatOf(locale);
      for (const isoMonth of ['2024-01', '2024-03', '2025-12', '1999-07']) {
        const [year, month] = isoMonth.split('-').map(Number);
        expect(writeMonth(isoMonth, format)).toBe(intl.format(new Date(Date.UTC(year!, month! - 1, 1))));
      }
    }
    expect(writeMonth('2024-03', monthFormatOf('zh'))).toBe('2024年3月');
  });
});

describe('a document page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its month of publication without calling Intl as it renders', () => {
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <DocumentTemplate page={whitepaper} />
      </MemoryRouter>,
    );
    expect(screen.getByText('March 2024').getAttribute('datetime')).toBe('2024-03');
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });
});
