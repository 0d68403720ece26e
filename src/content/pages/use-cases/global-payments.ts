import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: 'Global Payment Processing',
  seoTitle: 'Global payment processing: cross-border collections and payouts',
  description:
    'Collect and pay out across borders in 150+ currencies with smart routing, transparent FX and compliance screening, at up to 40% lower cost.',
  blurb: 'Cross-border collections and payouts in 150+ currencies.',
  icon: 'i-lucide-globe',
  menu: { menu: 'use-cases', label: 'Global Payments', order: 10 },
  badge: 'Cross-Border Payments',
  intro:
    'Exporters, remittance companies, marketplaces and international businesses need to move money across borders quickly and at a known cost. Our global processing layer connects local rails, card schemes and correspondent partners behind one API.',
  features: [
    {
      icon: 'i-lucide-route',
      title: 'Smart routing',
      description:
        'Each payment is routed over the cheapest, fastest compliant path across local rails, schemes and partners.',
    },
    {
      icon: 'i-lucide-coins',
      title: 'Multi-currency accounts',
      description:
        'Hold, receive and pay in 150+ currencies, with virtual account numbers for collections in major markets.',
    },
    {
      icon: 'i-lucide-badge-percent',
      title: 'Transparent FX',
      description:
        'Live rates with clear margins, rate locks for quotes, and netting to reduce conversion costs.',
    },
    {
      icon: 'i-lucide-scan-search',
      title: 'Compliance screening',
      description:
        'Sanctions, PEP and AML checks on every party, with travel-rule data and full audit trails.',
    },
    {
      icon: 'i-lucide-send',
      title: 'Mass payouts',
      description:
        'Pay suppliers, sellers, freelancers or remittance recipients in bulk to banks, wallets and cash pick-up.',
    },
  ],
  lists: [
    {
      title: 'Use it for',
      items: [
        'Inbound remittances to wallets and accounts',
        'Export proceeds and supplier payments',
        'Marketplace and gig-economy payouts',
        'Card acceptance for international customers',
        'Payments between Ethiopia and China trade partners',
      ],
    },
    {
      title: 'What you get',
      items: [
        'One API and dashboard for all corridors',
        'Real-time payment tracking and status webhooks',
        'Daily reconciliation files and settlement reports',
        'Support in English, Amharic and other local languages, and Chinese',
      ],
    },
  ],
  stats: [
    { figure: 'currencies', label: 'Currencies' },
    'lowerCosts',
    'partners',
    'fasterProcessing',
  ],
  impact: [
    {
      icon: 'i-lucide-piggy-bank',
      title: 'Lower cost per payment',
      description: 'Local routing and netting avoid correspondent fees and double conversions.',
    },
    {
      icon: 'i-lucide-timer',
      title: 'Faster cash flow',
      description: 'Funds arrive in hours instead of days, so businesses are paid and suppliers are paid on time.',
    },
    {
      icon: 'i-lucide-eye',
      title: 'Full visibility',
      description: 'Every payment is tracked end to end, with status updates your customers can see.',
    },
  ],
  actions: [
    { kind: 'contact', label: 'Talk to Sales', topic: 'a call about cross-border payment processing' },
    { kind: 'link', label: 'View Case Studies', to: '/use-cases/case-studies' },
  ],
} satisfies PageContent;
