import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Multi-Currency Cards',
  seoTitle: 'Multi-currency cards for travelers and businesses',
  description:
    'One card holding balances in several currencies, with automatic wallet selection at the point of sale and transparent conversion rates.',
  blurb: 'One card, several currency wallets, with transparent conversion at the point of sale.',
  icon: 'i-lucide-globe',
  intro:
    'Multi-currency cards let travelers, students, exporters and diaspora families hold and spend several currencies on one card, paying like a local instead of absorbing conversion fees on every purchase.',
  highlights: [
    {
      icon: 'i-lucide-coins',
      title: 'Smart wallet selection',
      description:
        'At authorization the card pays from the matching currency wallet first, then falls back to the customer’s chosen default with a disclosed rate.',
    },
    {
      icon: 'i-lucide-arrow-left-right',
      title: 'Convert at a locked rate',
      description:
        'Cardholders move money between currency wallets in the app at a quoted rate that holds for the length of the quote.',
    },
    {
      icon: 'i-lucide-plane',
      title: 'Made for travel and trade',
      description:
        'Fee-free ATM allowances, travel notices and global acceptance make one card useful at home and abroad.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Several currency wallets on one card, drawn from a catalog of 150+ currencies',
      'Automatic selection of the matching currency wallet at the point of sale',
      'In-app conversion with quoted, time-limited rates',
      'Configurable FX margins per currency pair and customer segment',
      'Regulatory limits and reporting for foreign currency allowances',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Earn foreign exchange revenue with margins you control',
      'Lower costs for cardholders who no longer pay conversion on every purchase',
      'A compelling product for travelers, students abroad and businesses that trade internationally',
      'Fewer cash currency purchases and the handling they require',
    ],
  },
  stats: ['currencies'],
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a multi-currency card demo' },
    { kind: 'link', label: 'Global Payments', to: '/use-cases/global-payments' },
  ],
} satisfies PageContent;
