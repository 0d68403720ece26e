import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Virtual Cards',
  seoTitle: 'Virtual Cards: issue cards instantly by API or app',
  description:
    'Issue virtual debit, prepaid and credit cards in seconds for online spending, subscriptions and corporate expenses, with limits set per card.',
  blurb: 'Instantly issued card numbers for online spending, subscriptions and mobile wallets.',
  icon: 'i-lucide-wallet-cards',
  menu: { menu: 'issuing-services', label: 'Virtual Cards', order: 3 },
  aliases: ['/services/card-issuing-processing/virtual-cards'],
  intro:
    'Virtual cards let your customers and business clients get a working card number the moment they are approved, ready for online checkout, subscriptions and mobile wallets before any plastic is printed.',
  highlights: [
    {
      icon: 'i-lucide-zap',
      title: 'Instant issuance',
      description: 'Create a card by API or in-app and use it online within seconds.',
    },
    {
      icon: 'i-lucide-coins',
      title: 'Single-use and multi-use',
      description: 'One-time cards for a single purchase, or lasting cards for subscriptions and suppliers.',
    },
    {
      icon: 'i-lucide-building-2',
      title: 'Corporate expenses',
      description: 'Give each employee, project or supplier its own card with its own budget.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Instant issuance by REST API, banking app or back office',
      'Single-use, multi-use and merchant-locked card types',
      'Per-card spending limits, validity dates and merchant category rules',
      'Secure card details display in-app without exposing data to your servers',
      'Push provisioning into mobile wallets for in-store tap-to-pay',
      'Conversion to a physical card on request',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Customers can spend the moment their account is opened',
      'No plastic, printing or delivery cost for online-only users',
      'Less fraud: a leaked single-use number cannot be reused',
      'Simpler expense control and reconciliation for businesses',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a virtual cards demo' }],
} satisfies PageContent;
