import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '3D Secure',
  seoTitle: '3D Secure 2 access control server for card issuers',
  description:
    'EMV 3DS 2.0 access control server for issuers: risk-based cardholder authentication with a frictionless flow for most online purchases.',
  blurb: 'EMV 3D Secure 2 authentication that protects online card payments.',
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
      title: 'EMV 3DS 2.0 flows',
      description:
        'Browser, app and merchant-initiated flows for all major card schemes, with scheme directory server connectivity managed for you.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Cardholder authentication for online card payments',
      'Risk-based authentication using device, merchant and behavioral data',
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
  flow: {
    title: 'How 3D Secure authenticates a payment',
    intro:
      'EMV 3DS 2.0 lets the issuer judge each online purchase from rich data: most pass without the cardholder doing anything, and the risky few get a quick challenge.',
    nodes: [
      { icon: 'i-lucide-user-round', label: 'Cardholder' },
      { icon: 'i-lucide-shopping-cart', label: 'Merchant' },
      { icon: 'i-lucide-server', label: '3DS Server' },
      { icon: 'i-lucide-network', label: 'Directory server' },
      { icon: 'i-lucide-fingerprint', label: 'Issuer’s ACS', ours: true },
    ],
    phases: [
      {
        title: 'Every purchase',
        steps: [
          { from: 0, to: 1, label: 'Pays online with a card' },
          { from: 1, to: 2, label: 'Passes on the purchase, card and device data' },
          { from: 2, to: 3, label: 'Sends the authentication request' },
          { from: 3, to: 4, label: 'Forwards it to the issuer’s access control server' },
          { from: 4, to: 4, label: 'Scores the risk from the purchase, the device and the cardholder’s history' },
        ],
      },
      {
        title: 'Low risk: frictionless',
        steps: [{ from: 4, to: 2, label: 'Authenticates at once, through the directory server: nothing for the cardholder to do' }],
      },
      {
        title: 'Higher risk: a challenge',
        steps: [
          { from: 4, to: 0, label: 'Asks for a fingerprint in the banking app, a push approval or a one-time code' },
          { from: 0, to: 4, label: 'Confirms' },
          { from: 4, to: 2, label: 'Returns the result through the directory server' },
        ],
      },
      {
        title: 'Then',
        steps: [
          { from: 2, to: 1, label: 'Hands the proof of authentication to the merchant' },
          { from: 1, to: 1, label: 'Asks for authorization with the proof: liability for fraud shifts to the issuer' },
        ],
      },
    ],
  },
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a 3D Secure demo' },
    { kind: 'link', label: 'Fraud Management', to: '/services/value-added-services/fraud-management' },
  ],
} satisfies PageContent;
