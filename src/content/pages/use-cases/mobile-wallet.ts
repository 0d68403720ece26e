import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: 'Mobile Wallet Platform',
  seoTitle: 'Mobile wallet platform: native, offline-capable, tap and scan to pay',
  description:
    'Native mobile wallets with NFC, QR and biometric payments, offline queueing and SMS/USSD backup, built for customers who live on their phones.',
  blurb: 'Native, offline-capable wallets for tap, scan and pay.',
  icon: 'i-lucide-smartphone',
  menu: { menu: 'use-cases', label: 'Mobile Wallet', order: 2 },
  badge: 'Mobile-First Solution',
  intro:
    'Where the e-wallet platform is the back-end system, the mobile wallet is the experience in the customer\'s hand. We design it for real conditions: mid-range Android phones, patchy coverage and people who want to pay in a tap, a scan or a glance.',
  mockup: {
    kind: 'phone',
    label: 'Illustration: a mobile wallet paying a pharmacy with a tap of the phone, confirmed by fingerprint, with payments queued offline',
    title: 'Tap to pay',
    subtitle: 'Main wallet · ETB 4,215.30',
    blocks: [
      { kind: 'tap', amount: 'ETB 380.00', prompt: 'Abay Pharmacy · confirmed with your fingerprint', status: 'Paid' },
      {
        kind: 'actions',
        items: [
          { icon: 'i-lucide-scan-line', label: 'Scan QR' },
          { icon: 'i-lucide-qr-code', label: 'My QR' },
          { icon: 'i-lucide-send', label: 'Send' },
          { icon: 'i-lucide-receipt', label: 'Bills' },
        ],
      },
      {
        kind: 'rows',
        title: 'Waiting for a signal',
        items: [
          { icon: 'i-lucide-wifi-off', title: 'Bus ticket, line 12', meta: 'Saved offline · sends when connected', amount: '−ETB 45.00' },
          { icon: 'i-lucide-message-square', title: 'Airtime for Hana', meta: 'Sent by SMS instead', amount: '−ETB 50.00' },
        ],
      },
    ],
  },
  features: [
    {
      icon: 'i-lucide-app-window',
      title: 'Native apps',
      description:
        'Fast, lightweight iOS and Android apps in your brand, with a small install size and smooth performance on entry-level devices.',
      details:
        'Built natively rather than as web views, so NFC, biometrics, the camera and secure storage work reliably. New features ship through remote configuration and staged releases.',
    },
    {
      icon: 'i-lucide-wifi-off',
      title: 'Offline capability',
      description:
        'Check balances, prepare payments and show QR codes without a connection; queued transactions sync securely when coverage returns.',
      details:
        'Offline payments use signed, single-use tokens with per-device limits set by your risk team, so a customer in a weak-signal area can still pay without opening the door to double spending.',
    },
    {
      icon: 'i-lucide-zap',
      title: 'Instant payments',
      description:
        'Tap to pay with NFC, scan any interoperable QR code, or confirm with a fingerprint or face, settled in real time.',
    },
    {
      icon: 'i-lucide-map-pin',
      title: 'Location services',
      description:
        'Find the nearest agent, ATM or accepting merchant on a map, and get location-aware offers and fraud checks.',
    },
    {
      icon: 'i-lucide-bell-ring',
      title: 'Smart notifications',
      description:
        'Real-time alerts for every payment, low balance and bill due date, delivered by push with SMS fallback.',
    },
  ],
  lists: [
    {
      title: 'Payment methods',
      items: [
        'NFC tap-to-pay at contactless terminals',
        'QR code payments, scan or display',
        'Biometric confirmation with fingerprint or face',
        'Voice-assisted payments for accessibility',
        'SMS and USSD backup when data is unavailable',
        'Offline queue with secure sync on reconnection',
        'P2P transfers to contacts and phone numbers',
        'Bill payments for utilities, schools and services',
        'Airtime and data top-ups for any network',
      ],
    },
    {
      title: 'Designed for engagement',
      items: [
        'Onboarding in under five minutes with in-app KYC',
        'Savings pots and spending insights',
        'Loyalty points and cashback built into the wallet',
        'Support chat in English, Amharic and other local languages, and Chinese',
      ],
    },
  ],
  stats: [
    { value: 'In the app', label: 'Customer onboarding' },
    { figure: 'responseTime', label: 'Payment response' },
    'reliability',
    { figure: 'adoption', label: 'Increase in adoption' },
  ],
  impact: [
    {
      icon: 'i-lucide-smile',
      title: 'Higher daily usage',
      description: 'Fast, reliable payments make the wallet the first thing customers open, not an afterthought.',
    },
    {
      icon: 'i-lucide-signal',
      title: 'Reach beyond the city',
      description: 'Offline mode and USSD backup keep customers transacting in rural areas and on the move.',
    },
    {
      icon: 'i-lucide-shield-check',
      title: 'Less fraud, less friction',
      description: 'Biometrics and device binding replace passwords while making account takeover much harder.',
    },
  ],
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a mobile wallet demo' },
    { kind: 'link', label: 'View Case Studies', to: '/use-cases/case-studies' },
  ],
} satisfies PageContent;
