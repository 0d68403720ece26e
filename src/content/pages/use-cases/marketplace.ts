import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: 'Digital Marketplace Payments',
  seoTitle: 'Marketplace payments: split, escrow and seller payouts',
  description:
    'Collect from buyers, split payments between sellers, hold funds in escrow and pay out to banks and wallets, all from one marketplace payments API.',
  blurb: 'Split payments, escrow and payouts for multi-vendor platforms.',
  icon: 'i-lucide-shopping-bag',
  menu: { menu: 'use-cases', label: 'Marketplace', order: 5 },
  badge: 'Multi-Party Payments',
  intro:
    'Marketplaces move money between many parties at once: buyers, sellers, couriers and the platform itself. Our marketplace payments stack collects every payment method, splits each order automatically, and pays each party on the schedule you define, with a clean ledger behind it.',
  features: [
    {
      icon: 'i-lucide-split',
      title: 'Automatic split payments',
      description:
        'Divide each order between sellers, delivery partners and your commission at the moment of payment.',
    },
    {
      icon: 'i-lucide-lock',
      title: 'Escrow and delayed settlement',
      description:
        'Hold funds until delivery is confirmed, then release them automatically or on dispute resolution.',
    },
    {
      icon: 'i-lucide-user-plus',
      title: 'Seller onboarding',
      description:
        'Digital KYB for sellers and service providers, with risk tiers and payout limits based on verification.',
    },
    {
      icon: 'i-lucide-send',
      title: 'Flexible payouts',
      description:
        'Pay sellers to bank accounts, wallets or prepaid cards, instantly or in scheduled batches.',
    },
    {
      icon: 'i-lucide-credit-card',
      title: 'Every way to pay',
      description: 'Cards, wallets, bank transfers, QR, BNPL and cash on delivery reconciled in one place.',
    },
  ],
  lists: [
    {
      title: 'Built for',
      items: [
        'E-commerce and multi-vendor retail platforms',
        'Food delivery and ride-hailing apps',
        'B2B procurement and agricultural marketplaces',
        'Booking and ticketing platforms',
        'Gig and freelance platforms',
      ],
    },
    {
      title: 'Controls and compliance',
      items: [
        'Sub-ledger for every seller with real-time balances',
        'Refunds, partial refunds and reversals across split orders',
        'Fraud screening on buyers and sellers',
        'Tax and commission reporting per seller',
      ],
    },
  ],
  stats: [
    'lowerCosts',
    { figure: 'currencies', label: 'Currencies' },
    'merchants',
    'partners',
  ],
  impact: [
    {
      icon: 'i-lucide-handshake',
      title: 'Happier sellers',
      description: 'Fast, predictable payouts and clear statements keep sellers listing on your platform.',
    },
    {
      icon: 'i-lucide-clipboard-check',
      title: 'Less manual reconciliation',
      description: 'Every split, fee and refund is posted automatically, so finance closes the month in days, not weeks.',
    },
    {
      icon: 'i-lucide-shield-check',
      title: 'Trust on both sides',
      description: 'Escrow protects buyers, while verified sellers and fraud screening protect the platform.',
    },
  ],
  actions: [
    { kind: 'contact', label: 'Talk to Sales', topic: 'a marketplace payments consultation' },
    { kind: 'link', label: 'View Case Studies', to: '/use-cases/case-studies' },
  ],
} satisfies PageContent;
