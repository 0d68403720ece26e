import { words } from '../i18n/words';

/** The legal pages (src/content/pages/legal/), as the footer and the forms' notes link to them. */
export const legalPages = {
  privacy: { href: '/legal/privacy', label: words.legal.privacy },
  terms: { href: '/legal/terms', label: words.legal.terms },
  storage: { href: '/legal/storage', label: words.legal.storage },
} as const;

export type LegalPageId = keyof typeof legalPages;
