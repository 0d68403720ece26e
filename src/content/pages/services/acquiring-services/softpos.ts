import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'SoftPOS',
  seoTitle: 'SoftPOS: accept card payments on any Android phone',
  description:
    'Turn NFC-enabled Android phones into certified payment terminals with QR acceptance, real-time authorization and multi-currency settlement.',
  blurb: 'Turn an NFC Android phone into a certified contactless and QR terminal.',
  icon: 'i-lucide-smartphone-nfc',
  menu: { menu: 'acquiring-services', label: 'SoftPOS', order: 3 },
  aliases: ['/services/acquiring-services/mobile-pos'],
  intro:
    'SoftPOS lets a merchant take contactless cards, phones and QR payments on the phone already in their pocket, with the same security and settlement as a countertop terminal.',
  features: {
    title: 'Features',
    items: [
      'QR code generation and scanning for wallet and bank-app payments',
      'Tap-to-phone acceptance of contactless cards and mobile wallets',
      'Real-time authorization and same-day settlement reports',
      'Multi-currency acceptance with transparent conversion',
      'Remote fleet management and over-the-air updates',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'No extra hardware: the phone is the terminal',
      'Mobility for delivery drivers, field agents and market stalls',
      'Quick merchant onboarding, live the same day',
      'EMV contactless and PCI DSS (CPoC/MPoC) compliant by design',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a SoftPOS demo' }],
} satisfies PageContent;
