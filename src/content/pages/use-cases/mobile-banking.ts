import type { PageContent } from '../../types';
import { mobileBankingStats } from './mobile-banking.shared';

export default {
  template: 'solution',
  title: 'Mobile Banking App',
  seoTitle: 'Mobile banking app for existing banks',
  description:
    'A white-label mobile banking app that connects to your existing core, with transfers, cards, bill payments, loans and biometric security.',
  blurb: 'Full-featured banking apps for existing banks and their customers.',
  icon: 'i-lucide-tablet-smartphone',
  menu: { menu: 'use-cases', label: 'Mobile Banking', order: 9 },
  badge: 'Digital Channel',
  intro:
    'For banks that already have a core and a customer base, the fastest route to digital is a great mobile app. Ours connects to your existing core through an integration layer, so your customers get a modern experience without a core replacement.',
  features: [
    {
      icon: 'i-lucide-plug',
      title: 'Connects to your core',
      description:
        'Pre-built adapters for common core banking systems, plus a middleware layer that caches and protects the core from peak load.',
    },
    {
      icon: 'i-lucide-arrow-left-right',
      title: 'Transfers and payments',
      description:
        'Own-account, intra-bank, interbank and wallet transfers, standing orders, QR payments and bill payments.',
    },
    {
      icon: 'i-lucide-credit-card',
      title: 'Card self-service',
      description:
        'Block and unblock cards, change limits, request replacements and view card transactions in real time.',
    },
    {
      icon: 'i-lucide-hand-coins',
      title: 'Digital lending',
      description:
        'Pre-approved offers, application, e-signature and disbursement in the app, with repayment tracking.',
    },
    {
      icon: 'i-lucide-fingerprint',
      title: 'Biometric security',
      description:
        'Fingerprint and face login, device binding, transaction signing and real-time fraud alerts.',
    },
  ],
  lists: [
    {
      title: 'Everyday banking',
      items: [
        'Balances, statements and downloadable receipts',
        'Airtime, utilities and school fee payments',
        'Checkbook and service requests',
        'Branch and ATM locator',
        'In-app chat with an AI assistant and human agents',
      ],
    },
    {
      title: 'For your bank',
      items: [
        'Your brand, colors and languages',
        'Remote feature flags and staged releases',
        'Campaign banners and targeted offers',
        'Usage analytics and customer feedback',
      ],
    },
  ],
  stats: mobileBankingStats,
  impact: [
    {
      icon: 'i-lucide-building',
      title: 'Relief for branches',
      description: 'Routine transactions move to the phone, freeing branch staff for advice and sales.',
    },
    {
      icon: 'i-lucide-smile',
      title: 'Better customer ratings',
      description: 'A fast, reliable app is the single biggest driver of customer satisfaction in retail banking.',
    },
    {
      icon: 'i-lucide-trending-up',
      title: 'Digital sales',
      description: 'Loans, cards and savings sold in the app at a fraction of the cost of a branch sale.',
    },
  ],
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a mobile banking app demo' },
    { kind: 'link', label: 'Explore Digital Banking Services', to: '/services/digital-banking-ecosystem' },
  ],
} satisfies PageContent;
