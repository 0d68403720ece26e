import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'POS Systems',
  seoTitle: 'POS terminal acquiring and terminal management',
  description:
    'Deploy and run countertop, portable and Android smart POS terminals with terminal management, card and QR acceptance and daily merchant settlement.',
  blurb: 'Terminal management, EMV acceptance and merchant settlement for card-present sales.',
  icon: 'i-lucide-calculator',
  menu: { menu: 'acquiring-services', label: 'POS Systems', order: 1 },
  intro:
    'Our POS acquiring platform connects every terminal in your estate, from the supermarket checkout to the courier’s handheld, to one switch, one terminal management system and one settlement engine.',
  highlights: [
    {
      icon: 'i-lucide-monitor-smartphone',
      title: 'Any terminal, one estate',
      description:
        'Countertop, portable and Android smart POS devices from leading manufacturers are managed and monitored from a single console.',
    },
    {
      icon: 'i-lucide-wrench',
      title: 'Remote terminal management',
      description:
        'Push parameters, key loads, application updates and merchant changes over the air, and see the health of every device in real time.',
      details:
        'Alerts flag terminals that have gone silent, run low on paper or show repeated declines, so field teams go where they are needed.',
    },
    {
      icon: 'i-lucide-qr-code',
      title: 'Cards, wallets and QR',
      description:
        'Accept chip, contactless, magstripe fallback, mobile wallets and QR payments on the same device and settle them together.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'EMV chip, contactless and QR acceptance on countertop, portable and Android terminals',
      'Terminal management system for parameters, keys and over-the-air updates',
      'Merchant onboarding with KYB checks, MCC assignment and fee plans',
      'Pre-authorization, tips, refunds and installment sales on the terminal',
      'Daily settlement with merchant statements and a self-service portal',
      'Offline-tolerant transaction storage for areas with weak connectivity',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Grow your merchant network with faster onboarding and deployment',
      'Lower field-service costs through remote diagnostics and updates',
      'More approved transactions and fewer abandoned sales',
      'Clear merchant reporting that reduces support calls',
    ],
  },
  stats: [
    { figure: 'merchants', label: 'Merchants served' },
    'uptimeSla',
  ],
  flow: {
    title: 'How a card payment flows',
    intro:
      "From the tap at the counter to the money in the merchant's account: authorization takes a moment, settlement follows at the end of the day.",
    nodes: [
      { icon: 'i-lucide-user-round', label: 'Cardholder' },
      { icon: 'i-lucide-calculator', label: 'Merchant’s POS' },
      { icon: 'i-lucide-server', label: 'Acquirer', ours: true },
      { icon: 'i-lucide-network', label: 'Card scheme' },
      { icon: 'i-lucide-landmark', label: 'Issuing bank' },
    ],
    phases: [
      {
        title: 'At the counter: authorization',
        steps: [
          { from: 0, to: 1, label: 'Taps, inserts or swipes the card, and enters the PIN if asked' },
          { from: 1, to: 2, label: 'Sends the encrypted authorization request' },
          { from: 2, to: 3, label: 'Checks the merchant and routes the request to the card’s scheme' },
          { from: 3, to: 4, label: 'Passes it to the bank that issued the card' },
          { from: 4, to: 4, label: 'Checks the balance, limits and fraud rules' },
          { from: 4, to: 1, label: 'Approves or declines: the answer returns the same way and the receipt prints' },
        ],
      },
      {
        title: 'At the end of the day: settlement',
        steps: [
          { from: 1, to: 2, label: 'Closes the batch of the day’s sales' },
          { from: 2, to: 3, label: 'Submits the cleared transactions' },
          { from: 4, to: 2, label: 'Pays for the purchases through the scheme' },
          { from: 2, to: 1, label: 'Credits the merchant’s account, less fees, with a statement' },
        ],
      },
    ],
  },
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a POS acquiring demo' },
    { kind: 'link', label: 'See SoftPOS', to: '/services/acquiring-services/softpos' },
  ],
} satisfies PageContent;
