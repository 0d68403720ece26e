import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Gateway & E-commerce',
  seoTitle: 'E-commerce payment gateway: cards, wallets and bank transfers',
  description:
    'Accept cards, wallets and bank transfers online through one RESTful API, with real-time processing, global reach, PCI DSS compliance and fraud protection.',
  blurb: 'Hosted checkout, plugins and REST APIs for e-commerce merchants.',
  icon: 'i-lucide-shopping-cart',
  menu: { menu: 'acquiring-services', label: 'Gateway & E-commerce', order: 5 },
  aliases: ['/services/acquiring-services/online-payments'],
  intro:
    'Gateway and E-commerce gives online merchants a single checkout that takes every payment method their customers use, at home or abroad, and settles it into one account.',
  mockup: {
    kind: 'browser',
    label: "Illustration: an online store's payments dashboard on the gateway, with today's sales, the latest card, wallet and bank-transfer payments and the next payout",
    title: 'Entoto Crafts · Payments',
    subtitle: 'Today',
    address: 'dashboard.gateway.example',
    blocks: [
      {
        kind: 'figures',
        items: [
          { label: 'Sales today', value: 'ETB 84,350' },
          { label: 'Payments', value: '126' },
          { label: 'Currencies', value: '4' },
        ],
      },
      {
        kind: 'rows',
        title: 'Latest payments',
        items: [
          { icon: 'i-lucide-credit-card', title: 'Card •••• 4821', meta: '3D Secure · 14:02', amount: 'ETB 2,350.00' },
          { icon: 'i-lucide-wallet', title: 'Mobile wallet', meta: 'Paid in the app · 13:55', amount: 'ETB 640.00' },
          { icon: 'i-lucide-landmark', title: 'Bank transfer', meta: 'Confirmed · 13:20', amount: 'ETB 12,000.00' },
        ],
      },
      {
        kind: 'rows',
        title: 'Settlement',
        items: [
          { icon: 'i-lucide-calendar-clock', title: 'Next payout', meta: 'Tomorrow, to account •••• 3307', amount: 'ETB 81,942.50' },
          { icon: 'i-lucide-receipt', title: 'Fees today', meta: 'Cards, wallets and transfers', amount: 'ETB 2,407.50' },
        ],
      },
    ],
  },
  highlights: [
    {
      icon: 'i-lucide-wallet-cards',
      title: 'Every way to pay',
      description:
        'Cards on international and domestic schemes, mobile wallets, bank transfers and QR payments in one checkout.',
    },
    {
      icon: 'i-lucide-globe',
      title: 'Global processing',
      description:
        'Present prices and take payments in 150+ currencies, with local acquiring where it raises approval rates.',
    },
    {
      icon: 'i-lucide-code-xml',
      title: 'RESTful API',
      description:
        'A clean REST API with idempotent requests, webhooks and sandbox keys, plus SDKs and plugins for popular shop platforms.',
      details:
        'Recurring billing, saved cards, payment links and split payments for marketplaces are all available through the same API.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Multi-payment support: cards, mobile wallets and bank transfers',
      'Global processing in 150+ currencies with local acquiring options',
      'RESTful API integration with webhooks, SDKs and e-commerce plugins',
      'Real-time processing and instant payment status',
      'Hosted checkout, payment links and recurring billing',
      'Tokenized card-on-file for one-click repeat purchases',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Higher conversions with a fast checkout and the payment methods customers prefer',
      'Global reach: sell to customers abroad and get paid in your currency',
      'PCI DSS compliance and fraud protection built in, with 3D Secure and risk scoring',
      'Analytics on sales, approval rates and payment methods',
    ],
  },
  stats: [
    { figure: 'currencies', label: 'Currencies' },
    'apiCalls',
  ],
  flow: {
    title: 'One checkout, every way to pay',
    intro:
      'The store makes one API call; the gateway takes each payment where its method needs to go and brings every result back to one place.',
    nodes: [
      { icon: 'i-lucide-user-round', label: 'Shopper' },
      { icon: 'i-lucide-store', label: 'Online store' },
      { icon: 'i-lucide-waypoints', label: 'Gateway', ours: true },
      { icon: 'i-lucide-credit-card', label: 'Card networks' },
      { icon: 'i-lucide-wallet', label: 'Mobile wallets' },
      { icon: 'i-lucide-landmark', label: 'Banks' },
    ],
    phases: [
      {
        title: 'Paying',
        steps: [
          { from: 0, to: 1, label: 'Picks a card, a wallet or a bank transfer at checkout' },
          { from: 1, to: 2, label: 'Creates the payment with one REST API call' },
          { from: 2, to: 3, label: 'A card: authorized through the acquirer and scheme, with 3D Secure' },
          { from: 2, to: 4, label: 'A wallet: a payment request opens in the shopper’s wallet app' },
          { from: 2, to: 5, label: 'A bank transfer: a payment order goes to the shopper’s bank' },
          { from: 2, to: 1, label: 'Sends the result in real time by webhook' },
        ],
      },
      {
        title: 'Getting paid',
        steps: [
          { from: 2, to: 2, label: 'Reconciles every method in one ledger' },
          { from: 2, to: 1, label: 'One settlement in the merchant’s currency, with reports' },
        ],
      },
    ],
  },
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'an e-commerce gateway demo' },
    { kind: 'link', label: 'Marketplace Payments', to: '/use-cases/marketplace' },
  ],
} satisfies PageContent;
