import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: 'Core Banking',
  seoTitle: 'Core banking system: real-time, cloud-native, API-first',
  description:
    'Replace batch-based legacy cores with a real-time, cloud-native core for deposits, loans, payments and the general ledger, migrated in safe stages.',
  blurb: 'A modern, real-time core for deposits, loans and ledger.',
  icon: 'i-lucide-server',
  menu: { menu: 'use-cases', label: 'Core Banking', order: 12 },
  badge: 'Modern Core',
  intro:
    'The core is where a bank\'s products, balances and books live. Our core banking system runs them in real time with open APIs, so new products take weeks instead of quarters, and end-of-day no longer stops the bank.',
  features: [
    {
      icon: 'i-lucide-piggy-bank',
      title: 'Deposits and accounts',
      description:
        'Current, savings, term deposit and Islamic accounts with flexible interest, profit-sharing and fee rules.',
    },
    {
      icon: 'i-lucide-hand-coins',
      title: 'Loans and credit',
      description:
        'Retail, SME and group lending with schedules, collateral, provisioning and restructuring.',
    },
    {
      icon: 'i-lucide-book-open',
      title: 'General ledger',
      description:
        'A real-time, multi-currency GL with automatic accounting entries for every product event.',
    },
    {
      icon: 'i-lucide-users',
      title: 'Customer management',
      description:
        'A single customer view across products and channels, with KYC status, relationships and documents.',
    },
    {
      icon: 'i-lucide-workflow',
      title: 'Workflow and approvals',
      description:
        'Configurable maker-checker flows, limits by role and full audit trails on every change.',
    },
  ],
  lists: [
    {
      title: 'Migration approach',
      items: [
        'Run new and legacy cores in parallel with continuous reconciliation',
        'Migrate products and customer segments in waves',
        'Automated data validation and mock migrations before cut-over',
        'Rollback plan for every wave',
      ],
    },
    {
      title: 'Deployment options',
      items: [
        'SaaS in our cloud, fully managed',
        'On-premise in your data center',
        'Sovereign or local cloud to meet data-residency rules',
        'Two-site, three-center topology in every option',
      ],
    },
  ],
  stats: [
    'fasterProcessing',
    'performance',
    { figure: 'deployment', label: 'Average deployment' },
    { value: 'Zero', label: 'Downtime for maintenance' },
  ],
  impact: [
    {
      icon: 'i-lucide-rocket',
      title: 'Faster product launches',
      description: 'Products are configured, not coded, so new offers reach customers in weeks.',
    },
    {
      icon: 'i-lucide-clock',
      title: 'Always-on banking',
      description: 'No end-of-day batch window: customers can transact 24 hours a day, every day.',
    },
    {
      icon: 'i-lucide-piggy-bank',
      title: 'Lower running costs',
      description: 'Cloud-native scaling and automated operations reduce infrastructure and support costs.',
    },
  ],
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a core banking demo' },
    { kind: 'link', label: 'See the SaaS Core Banking Service', to: '/services/digital-banking-ecosystem/saas-core-banking' },
  ],
} satisfies PageContent;
