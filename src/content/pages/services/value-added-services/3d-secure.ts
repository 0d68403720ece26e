import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '3D Secure',
  seoTitle: '3D Secure 2 access control server for card issuers',
  description:
    'EMV 3DS 2.0 access control server for issuers: risk-based cardholder authentication with a frictionless flow for most online purchases.',
  blurb: 'EMV 3-D Secure 2 authentication that protects online card payments.',
  icon: 'i-lucide-fingerprint',
  menu: { menu: 'value-added-services', label: '3D Secure', order: 2 },
  aliases: ['/services/card-issuing-processing/3d-secure'],
  intro:
    'Our 3D Secure service confirms that the person paying online is the genuine cardholder, approving low-risk purchases silently and asking for a biometric or one-time code only when the risk calls for it.',
  highlights: [
    {
      icon: 'i-lucide-gauge',
      title: 'Risk-based authentication',
      description:
        'The rich EMV 3DS data set, from merchant and device details to cardholder history, decides whether a purchase goes through frictionlessly or is challenged.',
    },
    {
      icon: 'i-lucide-smartphone',
      title: 'Challenges that are easy to pass',
      description:
        'In-app biometric approval, push notification or SMS one-time passcode, in the cardholder’s language and on any device.',
    },
    {
      icon: 'i-lucide-badge-check',
      title: 'EMV 3DS 2.0 certified flows',
      description:
        'Browser, app and merchant-initiated flows for all major card schemes, with scheme directory server connectivity managed for you.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Cardholder authentication for online card payments',
      'Risk-based authentication using device, merchant and behavioural data',
      'Frictionless flow for low-risk transactions with no cardholder action',
      'EMV 3DS 2.0 support for browser, in-app and merchant-initiated transactions',
      'Biometric, push and one-time passcode challenge methods',
      'Issuer portal for rules, reporting and authentication history',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Fraud reduction on card-not-present transactions',
      'Liability shift for authenticated fraud chargebacks',
      'PSD2 strong customer authentication compliance and equivalent local rules',
      'Consumer trust that online card payments are safe',
    ],
  },
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a 3D Secure demo' },
    { kind: 'link', label: 'Fraud Management', to: '/services/value-added-services/fraud-management' },
  ],
} satisfies PageContent;
