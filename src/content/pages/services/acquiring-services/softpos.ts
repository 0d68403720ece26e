import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'SoftPOS',
  seoTitle: 'SoftPOS: accept card payments on any Android phone',
  description:
    'Turn NFC-enabled Android phones into contactless payment terminals with QR acceptance, real-time authorization and multi-currency settlement.',
  blurb: 'Turn an NFC Android phone into a contactless and QR terminal.',
  icon: 'i-lucide-smartphone-nfc',
  menu: { menu: 'acquiring-services', label: 'SoftPOS', order: 3 },
  aliases: ['/services/acquiring-services/mobile-pos'],
  intro:
    'SoftPOS lets a merchant take contactless cards, phones and QR payments on the phone already in their pocket, with the same security and settlement as a countertop terminal.',
  mockup: {
    kind: 'phone',
    label: "Illustration: a merchant's phone taking a contactless card payment with SoftPOS",
    title: 'New sale',
    subtitle: 'Tsehay Juice Bar · till 2',
    blocks: [
      { kind: 'tap', amount: 'ETB 1,250.00', prompt: 'Contactless card •••• 4821 read', status: 'Approved · code 0A41F2' },
      {
        kind: 'rows',
        title: "Today's sales",
        items: [
          { icon: 'i-lucide-nfc', title: 'Card •••• 4821', meta: 'Tap · 14:02', amount: 'ETB 1,250.00' },
          { icon: 'i-lucide-qr-code', title: 'Wallet QR payment', meta: 'Scan · 13:47', amount: 'ETB 320.00' },
          { icon: 'i-lucide-smartphone', title: 'Phone wallet', meta: 'Tap · 13:15', amount: 'ETB 85.00' },
        ],
      },
    ],
  },
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
      'EMV contactless and PCI DSS compliant by design',
    ],
  },
  flow: {
    title: 'How a SoftPOS payment flows',
    intro:
      'The phone takes the place of the terminal; behind it runs the same card payment, authorized and settled in real time.',
    nodes: [
      { icon: 'i-lucide-user-round', label: 'Customer' },
      { icon: 'i-lucide-smartphone-nfc', label: 'Merchant’s phone' },
      { icon: 'i-lucide-server', label: 'Acquirer', ours: true },
      { icon: 'i-lucide-network', label: 'Card scheme' },
      { icon: 'i-lucide-landmark', label: 'Card issuer' },
    ],
    phases: [
      {
        title: 'The tap: authorization',
        steps: [
          { from: 0, to: 1, label: 'Holds a contactless card or a phone wallet to the back of the merchant’s phone' },
          { from: 1, to: 1, label: 'The SoftPOS app reads the card and encrypts its data on the spot' },
          { from: 1, to: 2, label: 'Sends the authorization request over the mobile network' },
          { from: 2, to: 4, label: 'Routes it through the card scheme to the issuer' },
          { from: 4, to: 1, label: 'Approves: the phone shows the result and sends a digital receipt' },
        ],
      },
      {
        title: 'The same day: settlement',
        steps: [
          { from: 2, to: 3, label: 'Clears the day’s taps with the card schemes' },
          { from: 2, to: 1, label: 'Pays the merchant and shows the sales report in the app' },
        ],
      },
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a SoftPOS demo' }],
} satisfies PageContent;
