import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Prepaid Cards',
  seoTitle: 'Prepaid card issuing and processing',
  description:
    'Launch reloadable prepaid, payroll and disbursement card programs on a real-time ledger, with physical and virtual cards issued in minutes.',
  blurb: 'Reloadable and single-use cards for payroll, benefits, travel and the unbanked.',
  icon: 'i-lucide-wallet-cards',
  intro:
    'Prepaid cards put a spendable, controllable balance in the hands of people who may not hold a bank account, and give you a program you can launch quickly without extending credit.',
  highlights: [
    {
      icon: 'i-lucide-users',
      title: 'Built for every program type',
      description:
        'General-purpose reloadable, payroll, social transfer, travel, corporate expense and student cards all run on one configurable product engine.',
      details:
        'Each product carries its own BIN range, fee schedule, load limits, MCC restrictions and KYC tier, so a new program is configuration rather than a project.',
    },
    {
      icon: 'i-lucide-refresh-cw',
      title: 'Load from anywhere',
      description:
        'Balances can be topped up by bank transfer, wallet, agent cash-in, employer bulk file or API, with funds available the moment they post.',
    },
    {
      icon: 'i-lucide-sliders-horizontal',
      title: 'Controls the program owner sets',
      description:
        'Restrict spending by merchant category, channel, country or amount, and let cardholders freeze and unfreeze their own card from the app.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Instant issuance of virtual cards, with physical cards personalized in batches or on demand',
      'Multiple load channels: bank transfer, wallet, agent cash-in, bulk payroll file and API',
      'Configurable spend controls by MCC, channel, geography, velocity and single-transaction limit',
      'Tiered KYC with balance and load limits that rise as the cardholder is verified',
      'Real-time authorization against a double-entry ledger with full audit trail',
      'Corporate and program-manager portals for bulk loads, unloads and reporting',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Reach unbanked and underbanked customers without credit risk',
      'Cut the cost and leakage of cash disbursements for employers, NGOs and government agencies',
      'New revenue from issuance, load and interchange fees',
      'Go to market in weeks by configuring an existing product template',
      'Full visibility of every load and spend for reconciliation and compliance',
    ],
  },
  stats: [
    'uptimeSla',
    { figure: 'responseTime', label: 'Authorization response' },
  ],
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a prepaid card program demo' },
    { kind: 'link', label: 'Card Management Platform', to: '/use-cases/card-management' },
  ],
} satisfies PageContent;
