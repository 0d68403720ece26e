import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Internet Banking',
  seoTitle: 'Internet Banking for retail and corporate customers',
  description:
    'Secure web banking for individuals and businesses: accounts, transfers, bulk payments, maker-checker approvals and downloadable statements.',
  blurb: 'Secure browser banking for retail and corporate customers, with bulk payments and maker-checker approvals.',
  icon: 'i-lucide-globe',
  menu: { menu: 'digital-banking-ecosystem', label: 'Internet Banking', order: 2 },
  intro:
    'Internet banking gives retail and corporate customers a fast, secure browser channel for everything from checking a balance to releasing a payroll file of thousands of payments.',
  highlights: [
    {
      icon: 'i-lucide-users',
      title: 'Corporate roles',
      description: 'Maker-checker workflows, approval matrices by amount and per-user account entitlements.',
    },
    {
      icon: 'i-lucide-file-check',
      title: 'Bulk payments',
      description: 'Upload salary and supplier files, validate them line by line, then release with one approval.',
    },
    {
      icon: 'i-lucide-shield-check',
      title: 'Strong authentication',
      description: 'One-time passwords, push approval on a registered phone and risk-based step-up checks.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Real-time account balances, history and search across all products',
      'Own-account, domestic and international transfers with saved beneficiaries',
      'Bulk salary and supplier payments from CSV or ISO 20022 files',
      'Multi-level approval workflows for corporate users',
      'Statements, advices and certificates as PDF on demand',
      'Secure messaging and service requests to the bank',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Move routine transactions out of the branch and cut cost per transaction',
      'Win and keep corporate clients with treasury-grade controls',
      'Reduce fraud with layered authentication and transaction signing',
      'Reuse the same APIs and rules as the mobile app for a consistent experience',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'an internet banking demo' }],
} satisfies PageContent;
