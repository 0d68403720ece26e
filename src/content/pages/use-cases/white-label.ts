import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: 'White Label Banking',
  seoTitle: 'White label banking: your brand on a ready-made banking stack',
  description:
    'Offer accounts, cards, wallets and loans under your own brand, on our ready-made platform and through licensed partner banks.',
  blurb: 'Your brand on our licensed, ready-made banking stack.',
  icon: 'i-lucide-tag',
  menu: { menu: 'use-cases', label: 'White Label', order: 13 },
  badge: 'Banking as a Service',
  intro:
    'Retailers, telcos, employers, cooperatives and fintech start-ups can offer financial products under their own brand without building or licensing a bank. We provide the technology, partner banks provide the license, and you own the customer relationship.',
  features: [
    {
      icon: 'i-lucide-palette',
      title: 'Your brand everywhere',
      description:
        'Apps, cards, statements, notifications and support scripts in your name, colors and tone of voice.',
    },
    {
      icon: 'i-lucide-layers',
      title: 'Ready-made products',
      description:
        'Accounts, wallets, debit and prepaid cards, savings and credit products, ready to configure.',
    },
    {
      icon: 'i-lucide-handshake',
      title: 'Licensed partner banks',
      description:
        'Products are issued by regulated partner banks, with compliance, safeguarding and reporting handled.',
    },
    {
      icon: 'i-lucide-code',
      title: 'Embed or launch an app',
      description:
        'Use our white-label app as is, or embed banking into your own app through APIs and SDKs.',
    },
    {
      icon: 'i-lucide-headset',
      title: 'Operations included',
      description:
        'KYC review, disputes, reconciliation and first-line support available as managed services.',
    },
  ],
  lists: [
    {
      title: 'Who uses white label banking',
      items: [
        'Retailers offering store cards, wallets and BNPL',
        'Telcos adding accounts to mobile money',
        'Employers paying staff onto branded payroll cards',
        'Cooperatives and microfinance institutions going digital',
        'Fintech start-ups testing a market before licensing',
      ],
    },
    {
      title: 'Commercial model',
      items: [
        'Set-up fee plus per-account or per-transaction pricing',
        'Share of interchange and FX revenue',
        'No capital requirement on your balance sheet',
      ],
    },
  ],
  stats: [
    { figure: 'deployment', label: 'Average time to launch' },
    { figure: 'implementations', label: 'Implementations' },
    'uptimeSla',
    'merchants',
  ],
  impact: [
    {
      icon: 'i-lucide-heart-handshake',
      title: 'Stronger loyalty',
      description: 'Customers who bank with a brand they already trust shop and engage with it more often.',
    },
    {
      icon: 'i-lucide-coins',
      title: 'New revenue',
      description: 'Interchange, fees and lending revenue from customers you already have.',
    },
    {
      icon: 'i-lucide-shield-check',
      title: 'Low regulatory burden',
      description: 'The partner bank holds the license; you focus on product and distribution.',
    },
  ],
  actions: [
    { kind: 'contact', label: 'Talk to Sales', topic: 'a white label banking consultation' },
    { kind: 'link', label: 'View Case Studies', to: '/use-cases/case-studies' },
  ],
} satisfies PageContent;
