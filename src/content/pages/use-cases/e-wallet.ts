import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: 'E-Wallet Platform',
  seoTitle: 'E-wallet platform for banks, telcos and fintechs',
  description:
    'Launch a secure, KYC-tiered e-wallet with agent cash networks, QR payments and USSD access, processing up to 100K transactions per second.',
  blurb: 'Bank-grade digital wallets with automated KYC and agent cash networks.',
  icon: 'i-lucide-wallet',
  menu: { menu: 'use-cases', label: 'E-Wallet', order: 1 },
  badge: 'Digital Payment Solution',
  intro:
    'A complete e-wallet system for banks, mobile operators and fintechs: onboard customers in minutes, let them pay, transfer and save from any phone, and run the agent network that turns cash into digital value. Everything is settled on one real-time ledger and monitored around the clock.',
  mockup: {
    kind: 'phone',
    label: "Illustration: an e-wallet app's home screen with the balance, quick actions and recent activity",
    title: 'Hello, Meron',
    subtitle: 'Tier 2 wallet · ID verified',
    blocks: [
      { kind: 'balance', label: 'Available balance', value: 'ETB 12,480.50', note: 'Left to spend today: ETB 37,500' },
      {
        kind: 'actions',
        items: [
          { icon: 'i-lucide-send', label: 'Send' },
          { icon: 'i-lucide-scan-line', label: 'Scan to pay' },
          { icon: 'i-lucide-smartphone', label: 'Top-up' },
          { icon: 'i-lucide-banknote', label: 'Cash out' },
        ],
      },
      {
        kind: 'rows',
        title: 'Recent activity',
        items: [
          { icon: 'i-lucide-coffee', title: 'Selam Café', meta: 'QR payment · 08:12', amount: '−ETB 145.00' },
          { icon: 'i-lucide-arrow-down-left', title: 'Dawit Tesfaye', meta: 'Transfer received · Yesterday', amount: '+ETB 2,000.00', credit: true },
          { icon: 'i-lucide-zap', title: 'Electricity bill', meta: 'Bill payment · Monday', amount: '−ETB 620.00' },
          { icon: 'i-lucide-store', title: 'Agent Bole 14', meta: 'Cash-in · Sunday', amount: '+ETB 5,000.00', credit: true },
        ],
      },
    ],
  },
  features: [
    {
      icon: 'i-lucide-shield-check',
      title: 'Bank-grade security',
      description:
        'HSM-backed encryption, tokenized credentials, device binding and real-time fraud scoring protect every wallet and every transaction.',
      details:
        'Security controls follow PCI DSS practice: keys never leave the HSM, sensitive data is encrypted at rest and in transit, and step-up authentication (PIN, OTP or biometrics) is triggered by risk rules you configure.',
    },
    {
      icon: 'i-lucide-monitor-smartphone',
      title: 'Multi-platform access',
      description:
        'Native iOS and Android apps, a responsive web wallet and a USSD menu for feature phones, all on the same account.',
      details:
        'Customers move between channels without losing context: a transfer started on USSD shows in the app history instantly. Apps are white-labeled with your brand, colors and languages.',
    },
    {
      icon: 'i-lucide-user-check',
      title: 'User management',
      description:
        'Automated KYC with document capture and liveness checks, and tier-based limits that rise as customers verify more.',
      details:
        'Start customers on a low-limit tier with only a phone number, then upgrade automatically when an ID and selfie are verified. Limits per transaction, per day and per month are set per tier, and every change is audit-logged.',
    },
    {
      icon: 'i-lucide-users',
      title: 'Agent and merchant network',
      description:
        'Cash-in, cash-out and merchant acceptance through agents, with float management, hierarchies and automatic commissions.',
    },
    {
      icon: 'i-lucide-plug',
      title: 'Open APIs and interoperability',
      description:
        'REST APIs and webhooks for partners, plus adapters for national switches, bank accounts and card schemes.',
    },
  ],
  lists: [
    {
      title: 'Payment infrastructure',
      items: [
        'Real-time double-entry ledger with instant posting',
        'P2P transfers by phone number, wallet ID or QR code',
        'Merchant payments by QR, NFC and payment links',
        'Bill payments, airtime top-ups and government fees',
        'Wallet-to-bank and bank-to-wallet transfers',
        'Virtual and physical cards linked to the wallet',
        'Automated reconciliation and settlement reports',
      ],
    },
    {
      title: 'Global reach',
      items: [
        'Multi-currency wallets across 150+ currencies',
        'Inbound international remittances credited straight to wallets',
        'Cross-border payouts through partner corridors',
        'Interfaces in English, Amharic and other local languages, and Chinese',
        'Configurable to local regulation and reporting in each market',
        'Deployable in our cloud, your data center or a sovereign cloud',
      ],
    },
  ],
  stats: [
    'tps',
    'reliability',
    'responseTime',
    'monitoring',
  ],
  impact: [
    {
      icon: 'i-lucide-trending-up',
      title: 'Financial inclusion at scale',
      description:
        'Phone-number onboarding and USSD access bring customers without a bank account into the formal economy, with a 25% typical increase in digital adoption.',
    },
    {
      icon: 'i-lucide-piggy-bank',
      title: 'Lower cost to serve',
      description:
        'Digital transactions and agent cash handling cost a fraction of branch operations, and local routing cuts transaction costs by up to 40%.',
    },
    {
      icon: 'i-lucide-coins',
      title: 'New revenue streams',
      description:
        'Earn from merchant fees, bill-payment commissions, FX and wallet-linked lending, all configured from one console.',
    },
    {
      icon: 'i-lucide-clock',
      title: 'Fast time to market',
      description:
        'Pre-built apps and agent tools mean most wallets launch within six months of contract signature.',
    },
  ],
  actions: [
    { kind: 'contact', label: 'Schedule Demo', topic: 'an e-wallet platform demo' },
    { kind: 'document', label: 'Download Whitepaper', to: '/documents/e-wallet-whitepaper' },
  ],
} satisfies PageContent;
