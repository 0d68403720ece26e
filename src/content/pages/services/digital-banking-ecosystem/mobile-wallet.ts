import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Mobile Wallet',
  seoTitle: 'Mobile Wallet: launch a branded wallet on a proven platform',
  description:
    'Launch a branded mobile wallet with P2P transfers, QR and NFC payments, bill pay, agent cash-in and cash-out, and tiered KYC from day one.',
  blurb: 'A branded wallet for P2P transfers, QR and NFC payments, bill pay and agent cash-in and cash-out.',
  icon: 'i-lucide-wallet',
  menu: { menu: 'digital-banking-ecosystem', label: 'Mobile Wallet', order: 1 },
  aliases: ['/services/digital-banking-ecosystem/mobile-wallets'],
  intro:
    'Our mobile wallet gives banks, telcos and fintechs a ready-made, fully branded wallet app and back office, so customers can store, send and spend money from the first week of launch.',
  mockup: {
    kind: 'phone',
    label: 'Illustration: sending money to a phone number in a branded mobile wallet, with the KYC tier limit and how to raise it',
    title: 'Send money',
    subtitle: 'To a phone number or wallet ID',
    blocks: [
      {
        kind: 'rows',
        title: 'To',
        items: [{ icon: 'i-lucide-user-round', title: 'Hana Girma', meta: '+251 9•• ••• 417', amount: 'ETB 1,500.00' }],
      },
      {
        kind: 'fields',
        items: [
          { label: 'Reason', value: 'Rent share, November' },
          { label: 'Fee', value: 'ETB 0.00' },
        ],
        button: 'Confirm with PIN',
      },
      { kind: 'progress', label: 'Tier 1 monthly limit', value: 'ETB 6,200 of 10,000', percent: 62 },
      {
        kind: 'rows',
        title: 'Raise your limit',
        items: [{ icon: 'i-lucide-id-card', title: 'Verify your ID', meta: 'A photo of your ID and a selfie' }],
      },
    ],
  },
  highlights: [
    {
      icon: 'i-lucide-qr-code',
      title: 'Pay any way',
      description: 'Merchant QR, NFC tap-to-pay, payment links and USSD fallback for feature phones.',
      details:
        'Static and dynamic QR codes follow the EMVCo merchant-presented format, so the same code works with other compliant wallets and bank apps.',
    },
    {
      icon: 'i-lucide-user-check',
      title: 'Tiered KYC',
      description: 'Open a basic wallet with a phone number and lift limits as customers verify their identity.',
      details:
        'Limits per tier are configured in the back office: balance caps, daily and monthly velocity, and which features each tier may use.',
    },
    {
      icon: 'i-lucide-store',
      title: 'Agent network',
      description: 'Cash-in and cash-out through agents, with float management and commission settlement built in.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'P2P transfers by phone number, wallet ID or QR code',
      'Merchant payments by QR, NFC and payment link',
      'Bill payments, airtime top-up and scheduled transfers',
      'Agent cash-in and cash-out with float and commission management',
      'Linked bank accounts and cards for instant loading and withdrawal',
      'Biometric login, device binding and transaction PIN',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Go live in weeks with a white-label app instead of building from scratch',
      'Reach unbanked and underbanked customers through agents and USSD',
      'Earn fee and interchange income from every transfer and payment',
      'Stay compliant with configurable KYC tiers, limits and AML screening',
      'Grow into lending, savings and BNPL on the same wallet ledger',
    ],
  },
  stats: [
    { figure: 'reliability', label: 'Platform reliability' },
    { value: 'Instant', label: 'P2P transfers' },
    { figure: 'monitoring', label: 'Transaction monitoring' },
  ],
  actions: [{ kind: 'contact', label: 'Get Started Today', topic: 'a mobile wallet launch' }],
} satisfies PageContent;
