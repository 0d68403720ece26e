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
  mockup: {
    kind: 'browser',
    label: "Illustration: a shop's hosted checkout page on the payment gateway, taking a card payment",
    title: 'Entoto Crafts',
    subtitle: 'Secure checkout',
    address: 'pay.entoto-crafts.example',
    blocks: [
      {
        kind: 'rows',
        title: 'Your order',
        items: [
          { icon: 'i-lucide-shirt', title: 'Handwoven scarf', meta: '2 × ETB 900.00', amount: 'ETB 1,800.00' },
          { icon: 'i-lucide-coffee', title: 'Jebena coffee pot', meta: '1 × ETB 450.00', amount: 'ETB 450.00' },
          { icon: 'i-lucide-truck', title: 'Delivery in Addis Ababa', meta: '2–3 days', amount: 'ETB 100.00' },
        ],
        total: { label: 'Total', amount: 'ETB 2,350.00' },
      },
      {
        kind: 'fields',
        choices: ['Card', 'Wallet', 'Bank transfer', 'QR'],
        items: [
          { label: 'Card number', value: '•••• •••• •••• 4821' },
          { label: 'Name on card', value: 'Hana Girma' },
          { label: 'Expiry · CVC', value: '04/28 · •••' },
        ],
        button: 'Pay ETB 2,350.00',
      },
    ],
  },
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
      '3D Secure and fraud screening built into the payment flow',
      'Automated settlement, fee calculation and merchant payouts',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Own the merchant relationship instead of reselling a third-party gateway',
      'Higher authorization rates from routing and retry logic',
      'Faster merchant go-live with ready-made plugins and SDKs',
      'Revenue from transaction fees, FX and value-added services',
    ],
  },
  stats: [
    'partners',
    { figure: 'responseTime', label: 'Gateway response' },
  ],
  flow: {
    title: 'How an online card payment flows',
    intro:
      'The shop integrates once; the gateway screens, authenticates and routes every payment, then settles it and pays the merchant out.',
    nodes: [
      { icon: 'i-lucide-user-round', label: 'Shopper' },
      { icon: 'i-lucide-shopping-cart', label: 'Online shop' },
      { icon: 'i-lucide-waypoints', label: 'Payment gateway', ours: true },
      { icon: 'i-lucide-building-2', label: 'Acquirer' },
      { icon: 'i-lucide-network', label: 'Card scheme' },
      { icon: 'i-lucide-landmark', label: 'Issuer' },
    ],
    phases: [
      {
        title: 'At checkout: authorization',
        steps: [
          { from: 0, to: 1, label: 'Chooses to pay by card' },
          { from: 1, to: 2, label: 'Opens the hosted payment page: the card goes to the gateway, never to the shop' },
          { from: 2, to: 2, label: 'Screens for fraud and runs 3D Secure when needed' },
          { from: 2, to: 3, label: 'Routes the payment to the best acquirer for the card' },
          { from: 3, to: 5, label: 'Sends it through the card scheme to the issuer' },
          { from: 5, to: 2, label: 'Approves: the answer comes back the same way' },
          { from: 2, to: 1, label: 'Confirms the payment; the shop confirms the order' },
        ],
      },
      {
        title: 'Afterwards: settlement and payout',
        steps: [
          { from: 3, to: 2, label: 'Settles the day’s payments' },
          { from: 2, to: 1, label: 'Pays the merchant out, less fees, with a report' },
        ],
      },
    ],
  },
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a payment gateway demo' },
    { kind: 'link', label: 'Gateway & E-commerce', to: '/services/acquiring-services/gateway-and-e-commerce' },
  ],
} satisfies PageContent;
