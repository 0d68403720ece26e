import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Debit Cards',
  seoTitle: 'Debit card issuing linked to current and savings accounts',
  description:
    'Issue debit cards linked in real time to current, savings and wallet accounts, with chip-and-PIN, contactless and tokenized mobile payments.',
  blurb: 'Account-linked debit cards with real-time authorization against the core balance.',
  icon: 'i-lucide-landmark',
  intro:
    'Debit cards are the everyday link between a customer and their account; we authorize every purchase and withdrawal directly against the live balance in your core banking system.',
  highlights: [
    {
      icon: 'i-lucide-network',
      title: 'Real-time core integration',
      description:
        'Authorizations check and hold funds on the customer account via ISO 8583 or REST connectors to your core banking system or our own ledger.',
    },
    {
      icon: 'i-lucide-id-card',
      title: 'Instant issuance in branch',
      description:
        'Print a personalized EMV card while the customer waits, or give them a virtual card in the app to use before the plastic arrives.',
    },
    {
      icon: 'i-lucide-smartphone',
      title: 'Ready for mobile wallets',
      description:
        'Provision debit cards into mobile wallets as tokens, so customers can pay by phone wherever contactless is accepted.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'EMV chip-and-PIN and contactless debit cards on domestic and international schemes',
      'Multiple accounts linked to one card, with a primary account for each channel',
      'Real-time balance checks, holds and release of expired pre-authorizations',
      'Card controls: channel on/off, daily ATM and POS limits, travel notices',
      'PIN set and change at ATM, in the app or by secure SMS',
      'Dispute and chargeback handling integrated with the card record',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Move customers from cash to card and grow account activity',
      'Interchange income from every purchase',
      'Fewer branch visits as customers pay and withdraw themselves',
      'One processing platform for every account type you offer',
    ],
  },
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a debit card program demo' },
    { kind: 'link', label: 'Core Banking', to: '/use-cases/core-banking' },
  ],
} satisfies PageContent;
