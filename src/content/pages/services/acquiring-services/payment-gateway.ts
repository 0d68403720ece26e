import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Payment Gateway',
  seoTitle: 'Payment gateway for banks, acquirers and PSPs',
  description:
    'A white-label payment gateway for banks and PSPs: merchant onboarding, hosted checkout, smart routing to acquirers and schemes, and daily settlement.',
  blurb: 'One integration to route card, wallet and bank-transfer payments to every scheme.',
  icon: 'i-lucide-waypoints',
  menu: { menu: 'acquiring-services', label: 'Payment Gateway', order: 2 },
  intro:
    'Our payment gateway gives acquiring banks and payment service providers their own branded gateway, connecting online merchants to card schemes, local switches and wallets through one integration.',
  highlights: [
    {
      icon: 'i-lucide-route',
      title: 'Smart routing',
      description:
        'Route each transaction to the best acquirer or switch by card type, currency, cost or success rate, with automatic failover.',
    },
    {
      icon: 'i-lucide-building-2',
      title: 'Multi-merchant, multi-tenant',
      description:
        'Run sub-merchants, marketplaces and aggregators under one gateway, each with its own pricing, limits and settlement accounts.',
    },
    {
      icon: 'i-lucide-code-xml',
      title: 'Integrations for every merchant',
      description:
        'Hosted payment pages, embedded fields, mobile SDKs, plugins for popular e-commerce platforms and a documented REST API.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'White-label hosted checkout in your brand and the customer’s language',
      'Rule-based routing and failover across acquirers, switches and schemes',
      'Card, wallet, bank transfer and QR payment methods',
      'Merchant portal with transactions, refunds, payouts and reports',
      '3-D Secure and fraud screening built into the payment flow',
      'Automated settlement, fee calculation and merchant payouts',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Own the merchant relationship instead of reselling a third-party gateway',
      'Higher authorisation rates from routing and retry logic',
      'Faster merchant go-live with ready-made plugins and SDKs',
      'Revenue from transaction fees, FX and value-added services',
    ],
  },
  stats: [
    'partners',
    { figure: 'responseTime', label: 'Gateway response' },
  ],
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a payment gateway demo' },
    { kind: 'link', label: 'Gateway & E-commerce', to: '/services/acquiring-services/gateway-and-e-commerce' },
  ],
} satisfies PageContent;
