import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: 'Neobank Solution',
  seoTitle: 'Launch a neobank: the business, the license path and the platform',
  description:
    'Launch your own digital bank with accounts, cards, lending, investments, business banking and insurance, live in about six months.',
  blurb: 'Launch a licensed digital bank as a business, from plan to first customer.',
  icon: 'i-lucide-rocket',
  menu: { menu: 'use-cases', label: 'Neobank', order: 3 },
  badge: 'Digital Banking Platform',
  intro:
    'Starting a neobank is a business decision before it is a technology one. We help founders, banks launching a digital brand and non-bank brands entering finance go from business plan to first customer: product design, regulatory readiness, partner banks and a complete product range on day one.',
  mockup: {
    kind: 'phone',
    label: "Illustration: a neobank app's account overview with the balance, a virtual debit card, a savings goal and today's payments",
    title: 'Good evening, Liya',
    subtitle: 'Personal banking',
    blocks: [
      { kind: 'balance', label: 'Current account', value: 'ETB 48,215.75', note: 'Account •••• 3307' },
      { kind: 'card', label: 'Virtual debit card', number: '•••• •••• •••• 4821', holder: 'Liya Alemu', expiry: '09/29' },
      { kind: 'progress', label: 'Savings goal: a new laptop', value: '62%', percent: 62 },
      {
        kind: 'rows',
        title: 'Today',
        items: [
          { icon: 'i-lucide-briefcase', title: 'Salary, Yeka Logistics', meta: 'Incoming transfer', amount: '+ETB 32,000.00', credit: true },
          { icon: 'i-lucide-shopping-basket', title: 'Gebeya Fresh', meta: 'Card payment', amount: '−ETB 1,284.50' },
        ],
      },
    ],
  },
  features: [
    {
      icon: 'i-lucide-user-round',
      title: 'Account services',
      description:
        'Current and savings accounts opened from a phone in minutes, with instant IBAN or account number, statements and goals.',
    },
    {
      icon: 'i-lucide-credit-card',
      title: 'Card services',
      description:
        'Virtual cards issued at sign-up, physical debit cards delivered within days, with freeze, limits and PIN in the app.',
    },
    {
      icon: 'i-lucide-chart-line',
      title: 'Investment services',
      description:
        'Fixed deposits, treasury bills and money-market funds through licensed partners, with round-ups and recurring plans.',
    },
    {
      icon: 'i-lucide-hand-coins',
      title: 'Lending services',
      description:
        'Salary advances, personal loans and BNPL scored in real time from account and transaction data.',
    },
    {
      icon: 'i-lucide-briefcase',
      title: 'Business banking',
      description:
        'Accounts for SMEs and sole traders with invoicing, bulk payments, multi-user approvals and merchant acceptance.',
    },
    {
      icon: 'i-lucide-umbrella',
      title: 'Insurance services',
      description:
        'Embedded life, health, device and credit-protection cover from insurance partners, bought and claimed in the app.',
    },
  ],
  lists: [
    {
      title: 'From idea to launch',
      items: [
        'Business case and product strategy workshop',
        'Licensing path: own license, partner bank or banking-as-a-service',
        'Brand, app design and customer journey in your identity',
        'Integration with card schemes, switches and credit bureaus',
        'Pilot with staff and friendly customers, then public launch',
        'Growth support: analytics, campaigns and new products',
      ],
    },
    {
      title: 'Why now',
      items: [
        'A young, mobile-first population that expects banking on the phone',
        'National ID and instant payment rails make remote onboarding practical',
        'Regulators opening the market to digital banks and fintech partnerships',
        'Digital-only cost structures that make small balances profitable',
      ],
    },
  ],
  stats: [
    'adoption',
    'merchants',
    { figure: 'deployment', label: 'Average time to launch' },
    { figure: 'lowerCosts', label: 'Lower transaction costs than legacy rails' },
  ],
  impact: [
    {
      icon: 'i-lucide-piggy-bank',
      title: 'A cost-to-serve advantage',
      description: 'No branches and automated operations let you serve customers profitably that traditional banks cannot.',
    },
    {
      icon: 'i-lucide-layers',
      title: 'A full product range at launch',
      description: 'Accounts, cards, credit and insurance from day one give customers a reason to make you their main bank.',
    },
    {
      icon: 'i-lucide-gauge',
      title: 'Speed to revenue',
      description: 'A pre-integrated platform shortens the path from investment to interchange, lending and fee income.',
    },
  ],
  actions: [
    { kind: 'contact', label: 'Start Your Journey', topic: 'a conversation about launching a neobank' },
    { kind: 'document', label: 'Download Business Case', to: '/documents/neobank-business-case' },
  ],
} satisfies PageContent;
