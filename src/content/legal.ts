import { messages } from '../i18n/messages';

/** The legal pages (src/content/pages/legal/), as the footer and the forms' notes link to them. */
export const legalPages = {
  privacy: { href: '/legal/privacy', label: messages.legal.privacy },
  terms: { href: '/legal/terms', label: messages.legal.terms },
  storage: { href: '/legal/storage', label: messages.legal.storage },
} as const;

export type LegalPageId = keyof typeof legalPages;
