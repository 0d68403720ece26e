import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Fraud Management',
  seoTitle: 'Real-time fraud management for cards, wallets and payments',
  description:
    'Score every card, wallet and transfer transaction in real time with rules and machine learning, and manage alerts and cases from one console.',
  blurb: 'Real-time rules and machine-learning scoring that stop fraud before authorization.',
  icon: 'i-lucide-shield-alert',
  menu: { menu: 'value-added-services', label: 'Fraud Management', order: 1 },
  intro:
    'Fraud Management watches every authorization, login and transfer as it happens, stopping fraud before money leaves the account while letting genuine customers pay without interruption.',
  highlights: [
    {
      icon: 'i-lucide-radar',
      title: 'Real-time scoring',
      description:
        'Each transaction is scored in milliseconds inside the authorization flow, combining rules, behavioral profiles and machine-learning models.',
    },
    {
      icon: 'i-lucide-sliders-horizontal',
      title: 'Rules your analysts control',
      description:
        'Write, test against historical data and deploy rules without a software release, then measure their hit and false-positive rates.',
    },
    {
      icon: 'i-lucide-clipboard-list',
      title: 'Case management',
      description:
        'Alerts become cases with a full transaction timeline, customer contact tools and outcomes that feed back into the models.',
      details:
        'Confirmed fraud and false positives are labeled automatically, so models are retrained on your own outcomes rather than generic data.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Real-time transaction scoring for cards, wallets, transfers and e-commerce',
      'Machine-learning models with behavioral and device profiling',
      'Configurable rules engine with simulation on historical transactions',
      'Alert queues, case management and customer verification by SMS or app',
      'Merchant and agent monitoring for collusion and refund abuse',
      'Consortium blacklists and watchlist screening',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Lower fraud losses and chargeback costs',
      'Fewer false declines and happier genuine customers',
      'Smaller, more productive fraud operations teams',
      'Evidence and reporting for regulators and card schemes',
    ],
  },
  stats: [
    { figure: 'responseTime', label: 'Scoring latency' },
    { figure: 'monitoring', label: 'Transaction monitoring' },
  ],
  actions: [{ kind: 'contact', label: 'Learn More', topic: 'a fraud management consultation' }],
} satisfies PageContent;
