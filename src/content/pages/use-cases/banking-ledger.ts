import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: 'Banking Ledger',
  seoTitle: 'Banking ledger: immutable, real-time double-entry accounting',
  description:
    'An immutable, real-time double-entry ledger for wallets, cards and accounts, built for 100,000 transactions per second and full auditability.',
  blurb: 'An immutable, double-entry ledger for high-volume money movement.',
  icon: 'i-lucide-book-open',
  menu: { menu: 'use-cases', label: 'Banking Ledger', order: 14 },
  badge: 'Financial Ledger',
  intro:
    'Every financial product is, underneath, a ledger. Ours is a standalone, API-first double-entry ledger that fintechs and banks can put at the heart of wallets, card programs, marketplaces or lending, so every cent is accounted for, in real time.',
  features: [
    {
      icon: 'i-lucide-scale',
      title: 'Double-entry by design',
      description:
        'Every transaction posts balanced debits and credits; the ledger rejects anything that would not balance.',
    },
    {
      icon: 'i-lucide-lock',
      title: 'Immutable history',
      description:
        'Entries are append-only and hash-chained; corrections are new entries, so the audit trail is never rewritten.',
    },
    {
      icon: 'i-lucide-zap',
      title: 'Real-time balances',
      description:
        'Available and posted balances update instantly, with holds and authorizations handled natively.',
    },
    {
      icon: 'i-lucide-coins',
      title: 'Multi-currency and multi-entity',
      description:
        'Accounts in 150+ currencies across several legal entities, with FX and intercompany postings.',
    },
    {
      icon: 'i-lucide-file-spreadsheet',
      title: 'Reconciliation and reporting',
      description:
        'Automated matching against bank, scheme and partner files, plus trial balances and regulatory extracts.',
    },
  ],
  lists: [
    {
      title: 'API capabilities',
      items: [
        'Create accounts and chart-of-accounts structures by API',
        'Post single or multi-leg transactions atomically',
        'Idempotent requests for safe retries',
        'Point-in-time balance queries for any date',
        'Webhooks for balance and threshold events',
      ],
    },
    {
      title: 'Good fit when you',
      items: [
        'Are outgrowing spreadsheet or database-table balances',
        'Need to prove customer funds are safeguarded',
        'Run wallets, cards or marketplaces at high volume',
      ],
    },
  ],
  stats: [
    { figure: 'tps', label: 'Postings per second' },
    { figure: 'responseTime', label: 'Posting latency' },
    'reliability',
    { figure: 'transactions', label: 'Transactions recorded' },
  ],
  impact: [
    {
      icon: 'i-lucide-clipboard-check',
      title: 'Clean audits',
      description: 'Auditors and regulators get a complete, tamper-evident record of every movement.',
    },
    {
      icon: 'i-lucide-timer',
      title: 'Faster month-end close',
      description: 'Automated reconciliation replaces days of spreadsheet work.',
    },
    {
      icon: 'i-lucide-trending-up',
      title: 'Room to grow',
      description: 'Add products and currencies without redesigning your balance logic.',
    },
  ],
  actions: [
    { kind: 'contact', label: 'Request API Access', topic: 'a banking ledger API walkthrough' },
    { kind: 'link', label: 'Explore Core Banking', to: '/use-cases/core-banking' },
  ],
} satisfies PageContent;
