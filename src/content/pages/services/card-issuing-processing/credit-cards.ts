import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Credit Cards',
  seoTitle: 'Credit card issuing, processing and revolving credit',
  description:
    'Run credit card programs end to end: limit decisioning, revolving and installment balances, statements, collections and real-time authorization.',
  blurb: 'Revolving credit with configurable limits, billing cycles, interest and installments.',
  icon: 'i-lucide-credit-card',
  intro:
    'Our credit card processing engine handles the full account lifecycle, from the first limit decision to the monthly statement, so you can offer credit that is flexible for cardholders and controlled for your risk team.',
  highlights: [
    {
      icon: 'i-lucide-gauge',
      title: 'Decisioning and limits',
      description:
        'Plug in your scorecards or bureau data to set initial limits, then manage increases, decreases and temporary limits through rules or API.',
    },
    {
      icon: 'i-lucide-calendar-clock',
      title: 'Billing cycles that fit your market',
      description:
        'Configure cycle dates, grace periods, minimum payment formulas, interest methods and fees per product, with statements generated automatically.',
      details:
        'Balances are tracked by bucket (purchases, cash advances, installments, fees) so each can carry its own rate and repayment hierarchy.',
    },
    {
      icon: 'i-lucide-layers',
      title: 'Installments on any purchase',
      description:
        'Let cardholders convert eligible transactions into equal monthly installments at the point of sale or afterwards in the app.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Revolving, charge and installment credit products on one account structure',
      'Credit limit management with automated reviews and temporary limit increases',
      'Configurable interest, fees, grace periods and minimum payment rules',
      'Automated statement generation with e-statement and SMS delivery',
      'Delinquency buckets, collections queues and payment reminders',
      'Real-time authorization with open-to-buy checks and fraud scoring',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Interest, fee and interchange income from a single product',
      'Lower credit losses through early delinquency detection',
      'Faster product launches without custom core-banking changes',
      'Cardholders who stay because they can manage credit on their own terms',
    ],
  },
  stats: [
    { figure: 'reliability', label: 'Processing reliability' },
    { figure: 'monitoring', label: 'Authorization monitoring' },
  ],
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a credit card processing demo' },
    { kind: 'link', label: 'Explore BNPL', to: '/use-cases/bnpl' },
  ],
} satisfies PageContent;
