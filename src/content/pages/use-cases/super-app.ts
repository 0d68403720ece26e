import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: 'Super App',
  seoTitle: 'Super app platform: payments, banking and services in one app',
  description:
    'Build a super app that combines a wallet, banking, commerce and partner mini-apps, with one identity and one checkout. Live in under six months.',
  blurb: 'One app for payments, banking and everyday services.',
  icon: 'i-lucide-layout-grid',
  menu: { menu: 'use-cases', label: 'Super App', order: 8 },
  badge: 'All-in-One Platform',
  intro:
    'A super app earns a place on the home screen by being useful many times a day. Our platform combines a wallet and banking core with a mini-app framework, so you and your partners can add transport, food, shopping, utilities and government services around one trusted identity and one way to pay.',
  features: [
    {
      icon: 'i-lucide-puzzle',
      title: 'Mini-app framework',
      description:
        'Partners build mini-apps with our SDK and publish them after your review, without shipping a new version of the main app.',
    },
    {
      icon: 'i-lucide-wallet',
      title: 'Embedded wallet and checkout',
      description:
        'Every mini-app uses the same wallet, saved cards and BNPL, so customers pay in one tap everywhere.',
    },
    {
      icon: 'i-lucide-fingerprint',
      title: 'Single sign-on',
      description:
        'One verified identity and consent model shared across services, with data only released to partners the user approves.',
    },
    {
      icon: 'i-lucide-message-circle',
      title: 'Chat and social payments',
      description:
        'Send money in a conversation, split bills and request payments from groups.',
    },
    {
      icon: 'i-lucide-landmark',
      title: 'Government and utility services',
      description:
        'Pay taxes, fees, school and utility bills, and access digital ID and certificates from the same app.',
    },
  ],
  lists: [
    {
      title: 'Typical mini-apps',
      items: [
        'Ride-hailing and public transport tickets',
        'Food delivery and groceries',
        'E-commerce and local marketplaces',
        'Airtime, data bundles and utilities',
        'Insurance, savings and micro-loans',
        'Events, cinema and travel booking',
      ],
    },
    {
      title: 'Platform operations',
      items: [
        'Partner portal with revenue-share settlement',
        'Mini-app review and release management',
        'Campaigns, coupons and loyalty across services',
        'Analytics on engagement across every mini-app',
      ],
    },
  ],
  stats: [
    'fastDeployment',
    'partners',
    'apiCalls',
    { figure: 'adoption', label: 'Adoption increase' },
  ],
  impact: [
    {
      icon: 'i-lucide-repeat',
      title: 'Daily engagement',
      description: 'Everyday services bring customers back several times a day, far more often than a banking app alone.',
    },
    {
      icon: 'i-lucide-coins',
      title: 'Diversified revenue',
      description: 'Earn from payments, partner commissions, advertising and financial products in one ecosystem.',
    },
    {
      icon: 'i-lucide-database',
      title: 'A richer customer picture',
      description: 'Consented data across services improves credit scoring and personalized offers.',
    },
  ],
  actions: [
    { kind: 'contact', label: 'Plan Your Super App', topic: 'a super app planning session' },
    { kind: 'link', label: 'View Case Studies', to: '/use-cases/case-studies' },
  ],
} satisfies PageContent;
