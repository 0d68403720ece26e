import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Card Control & E-PIN',
  seoTitle: 'Card Control and E-PIN: self-service card management',
  description:
    'Let cardholders freeze cards, set limits, control channels and set or reset their PIN in the app, with no branch visit and no paper PIN mailer.',
  blurb: 'Cardholder controls for limits, channels and countries, with PINs set securely in the app.',
  icon: 'i-lucide-toggle-right',
  menu: { menu: 'issuing-services', label: 'Card Control & E-PIN', order: 4 },
  intro:
    'Card Control and E-PIN put the card’s key settings in the cardholder’s hands: switch channels on and off, set limits, freeze a lost card and choose a PIN securely in the app, applied in real time by the authorization system.',
  highlights: [
    {
      icon: 'i-lucide-snowflake',
      title: 'Freeze and unfreeze',
      description: 'Temporarily block a misplaced card in one tap, and unblock it when it turns up.',
    },
    {
      icon: 'i-lucide-sliders-horizontal',
      title: 'Granular controls',
      description: 'Limits and on/off switches for ATM, POS, online, contactless and international use.',
    },
    {
      icon: 'i-lucide-lock-keyhole',
      title: 'Secure E-PIN',
      description: 'Set or reset a PIN in-app with end-to-end encryption to the HSM; no one else sees it.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Instant freeze, unfreeze and permanent block of lost or stolen cards',
      'Channel controls for ATM, POS, e-commerce, contactless and cross-border use',
      'Daily and per-transaction limits set by the cardholder within bank limits',
      'Merchant category and country blocking',
      'Electronic PIN set, reset and view secured by HSM encryption',
      'Real-time transaction alerts by push notification and SMS',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Fewer calls to the contact center for blocks and PIN resets',
      'No printing or postage cost for PIN mailers',
      'Less fraud loss because cardholders can act within seconds',
      'More confidence to use the card online and abroad',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a card control and E-PIN demo' }],
} satisfies PageContent;
