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
      'EMV chip, contactless and QR acceptance on certified terminals',
      'Terminal management system for parameters, keys and over-the-air updates',
      'Merchant onboarding with KYB checks, MCC assignment and fee plans',
      'Pre-authorisation, tips, refunds and instalment sales on the terminal',
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
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a POS acquiring demo' },
    { kind: 'link', label: 'See SoftPOS', to: '/services/acquiring-services/softpos' },
  ],
} satisfies PageContent;
