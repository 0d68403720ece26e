/**
 * The product terms whose translation is fixed, one per line of each language's glossary
 * (`zh.ts`, `am.ts`). Where a page's English text uses a term, its translations use the glossary's
 * word for it (tests/unit/translations.test.ts): a reader meets one word for one thing.
 */
export const glossaryTerms = [
  'e-wallet',
  'mobile wallet',
  'neobank',
  'buy now, pay later',
  'BNPL',
  'super app',
  'card issuing',
  'acquiring',
  'merchant',
  'agent network',
  'SoftPOS',
  'POS',
  'ATM',
  'payment gateway',
  '3D Secure',
  'fraud',
  'loyalty',
  'KYC',
  'core banking',
  'ledger',
  'tokenization',
  'virtual card',
  'prepaid card',
  'credit card',
  'debit card',
  'open banking',
  'white label',
  'top-up',
  'bill payment',
  'settlement',
  'cross-border',
  'API',
  'uptime',
  'three-center',
  'zero-downtime',
  'omnichannel',
  'chatbot',
  'contact center',
  'crypto',
  'QR',
  'NFC',
  'USSD',
  'PCI DSS',
  'EMV',
  'cash-in',
  'cash-out',
  'interoperab',
] as const;

export type GlossaryTerm = (typeof glossaryTerms)[number];

/** A language's word for each term (the English term itself where the market uses it as is). */
export type Glossary = Record<GlossaryTerm, string>;
