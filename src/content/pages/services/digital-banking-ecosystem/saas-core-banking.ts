import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'SaaS Core Banking',
  seoTitle: 'SaaS Core Banking: a real-time core in the cloud',
  description:
    'A cloud-hosted, real-time core for accounts, deposits, loans and the general ledger, with a product factory, open APIs and usage-based pricing.',
  blurb: 'A real-time, cloud-hosted core for accounts, deposits, loans and the general ledger, billed by usage.',
  icon: 'i-lucide-cloud',
  menu: { menu: 'digital-banking-ecosystem', label: 'SaaS Core Banking', order: 6 },
  intro:
    'SaaS Core Banking runs your accounts, deposits, loans and general ledger in real time on infrastructure we operate, so you can launch products without buying servers or licenses up front.',
  highlights: [
    {
      icon: 'i-lucide-database',
      title: 'Real-time ledger',
      description: 'Every posting is final and visible at once, with double-entry integrity and full audit trail.',
    },
    {
      icon: 'i-lucide-boxes',
      title: 'Product factory',
      description: 'Define interest, fees, limits and schedules for new deposit and loan products without code.',
    },
    {
      icon: 'i-lucide-server-cog',
      title: 'Fully managed',
      description: 'We run hosting, upgrades, backups and disaster recovery under agreed service levels.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Customer and account management (CIF) with configurable KYC data',
      'Current, savings, term deposit and loan products from a product factory',
      'Real-time multi-currency general ledger with double-entry postings',
      'Interest accrual, fees and end-of-day processing with no batch downtime',
      'Regulatory and management reports with data export',
      'REST APIs and event streams for every core function',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'No upfront hardware or license cost: pay as your customer base grows',
      'Launch a new deposit or loan product in days',
      'Scale from your first thousand accounts to millions on the same core',
      'Stay current with continuous upgrades instead of big-bang migrations',
      'Data residency options to meet local regulatory requirements',
    ],
  },
  stats: [
    'uptimeSla',
    { figure: 'monitoring', label: 'Operations and monitoring' },
    { value: 'Zero', label: 'Downtime for maintenance' },
  ],
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a SaaS core banking demo' }],
} satisfies PageContent;
