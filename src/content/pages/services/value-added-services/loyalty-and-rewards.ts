import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Loyalty & Rewards',
  seoTitle: 'Loyalty and rewards programs for banks, wallets and merchants',
  description:
    'Run points, cashback and tiered loyalty programs with partner networks and personalized offers, across cards, wallets and merchant payments.',
  blurb: 'Points, cashback and tiered programs that keep customers transacting.',
  icon: 'i-lucide-award',
  menu: { menu: 'value-added-services', label: 'Loyalty & Rewards', order: 3 },
  aliases: ['/services/value-added-services/loyalty-rewards'],
  intro:
    'Loyalty & Rewards turns everyday payments into reasons to come back, rewarding customers with points, cashback and status for using your card, wallet or store.',
  highlights: [
    {
      icon: 'i-lucide-badge-percent',
      title: 'Points and cashback',
      description:
        'Earn rules by merchant, category, channel or amount, with points redeemable for cashback, vouchers, airtime or bill payments.',
    },
    {
      icon: 'i-lucide-users',
      title: 'Partner networks',
      description:
        'Merchants fund their own offers and reach your customers, while you earn from every partner-funded reward.',
    },
    {
      icon: 'i-lucide-target',
      title: 'Personalized offers',
      description:
        'Offers targeted by spending behavior and segment, delivered in the app and applied automatically at payment.',
      details:
        'Campaigns are measured against control groups, so you see the extra spend each offer really generated.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Points and cashback earned on card, wallet and QR payments',
      'Tiered programs with status levels, benefits and qualification rules',
      'Partner networks with merchant-funded offers and settlement',
      'Personalized offers based on spend, segment and location',
      'Redemption for cashback, vouchers, airtime, bills and partner rewards',
      'Campaign manager with budgets, expiry and liability reporting',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Customer retention through rewards that grow with loyalty',
      'Revenue growth from higher spend and partner-funded campaigns',
      'Insights into what customers buy and which offers work',
      'Competitive advantage over providers with no rewards',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a loyalty and rewards demo' }],
} satisfies PageContent;
