import type { Locale } from '../shared/locales';

export const locale: Locale = 'zh';
