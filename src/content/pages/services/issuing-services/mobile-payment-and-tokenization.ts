import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Mobile Payment & Tokenization',
  seoTitle: 'Mobile Payment and Tokenization for card issuers',
  description:
    'Put your cards into phones and wallets as secure tokens: tap-to-pay, in-app and online payments, with token lifecycle control for issuers.',
  blurb: 'Tokenized cards in mobile wallets for tap-to-pay, in-app and online payments.',
  icon: 'i-lucide-smartphone-nfc',
  menu: { menu: 'issuing-services', label: 'Mobile Payment & Tokenization', order: 2 },
  intro:
    'Our tokenization service replaces card numbers with device- and merchant-specific tokens, so your cardholders can tap, pay in apps and check out online without their real card details ever leaving your systems.',
  highlights: [
    {
      icon: 'i-lucide-key-round',
      title: 'Token service',
      description: 'Provision, suspend and delete tokens per device or merchant, linked to the underlying card.',
    },
    {
      icon: 'i-lucide-smartphone-nfc',
      title: 'Tap to pay',
      description: 'NFC payments from your own banking app or from supported device wallets.',
    },
    {
      icon: 'i-lucide-fingerprint',
      title: 'Biometric approval',
      description: 'Payments confirmed with fingerprint or face on the cardholder’s own device.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'EMV payment tokenization for device, in-app and card-on-file use',
      'Push provisioning of cards from your banking app into wallets',
      'Host card emulation (HCE) for NFC payments in your own app',
      'Token lifecycle management: activate, suspend, resume and delete',
      'Identification and verification (ID&V) rules for provisioning',
      'Token-level transaction history and reporting',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Less exposure to card data breaches, since merchants hold tokens, not card numbers',
      'Keep your card top of wallet with one-tap provisioning',
      'Cards keep working in wallets and subscriptions after a reissue',
      'Higher approval rates for tokenized card-on-file transactions',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a mobile payment and tokenization demo' }],
} satisfies PageContent;
