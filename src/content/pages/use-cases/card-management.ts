import type { PageContent } from '../../types';
import { homeAnchors, homeHref } from '../../navigation';

export default {
  template: 'solution',
  title: 'Card Management',
  seoTitle: 'Card management: issue, control and service every card',
  description:
    'Run debit, credit, prepaid and virtual card portfolios on one platform, with real-time authorization, spend controls and self-service for cardholders.',
  blurb: 'Issue, control and service every card in your portfolio.',
  icon: 'i-lucide-credit-card',
  menu: { menu: 'use-cases', label: 'Card Management', order: 4 },
  badge: 'Card Lifecycle Platform',
  intro:
    'One system for the whole life of a card: product set-up, issuance, authorization, controls, disputes and renewal. Card teams configure products themselves, cardholders manage their cards in the app, and operations see every event in real time.',
  mockup: {
    kind: 'phone',
    label: 'Illustration: a card-management screen with a debit card, its controls (freeze, online, contactless, abroad, ATM) and its daily limit',
    title: 'Card controls',
    subtitle: 'Debit card · active',
    blocks: [
      { kind: 'card', label: 'Debit', number: '•••• •••• •••• 4821', holder: 'Selam Haile', expiry: '04/28' },
      {
        kind: 'toggles',
        items: [
          { label: 'Freeze card', on: false },
          { label: 'Online payments', on: true },
          { label: 'Contactless payments', on: true },
          { label: 'Use abroad', on: false },
          { label: 'ATM withdrawals', on: true },
        ],
      },
      { kind: 'progress', label: 'Daily spending limit', value: 'ETB 3,400 of 10,000', percent: 34 },
    ],
  },
  features: [
    {
      icon: 'i-lucide-settings-2',
      title: 'Product configuration',
      description:
        'Define BIN ranges, fees, limits, billing cycles and rewards for debit, credit, prepaid and multi-currency products without code.',
    },
    {
      icon: 'i-lucide-zap',
      title: 'Instant and virtual issuance',
      description:
        'Issue a virtual card at account opening and push it to mobile wallets, while the physical card is personalized and shipped.',
    },
    {
      icon: 'i-lucide-toggle-right',
      title: 'Cardholder controls',
      description:
        'Freeze and unfreeze, set channel and merchant-category limits, switch on travel or online use, and view PIN securely in the app.',
    },
    {
      icon: 'i-lucide-activity',
      title: 'Real-time authorization',
      description:
        'Authorize against the live balance or credit line in under 100 ms, with stand-in processing if a host is unreachable.',
    },
    {
      icon: 'i-lucide-scale',
      title: 'Disputes and chargebacks',
      description:
        'Guided dispute capture, scheme-compliant chargeback workflows and automatic provisional credits.',
    },
  ],
  lists: [
    {
      title: 'Supported card types',
      items: [
        'Debit cards linked to current and savings accounts',
        'Credit cards with revolving balances and installments',
        'Prepaid, payroll and gift cards',
        'Islamic card structures',
        'Multi-currency travel cards',
        'Virtual and tokenized cards for online and mobile payments',
      ],
    },
    {
      title: 'Operations tooling',
      items: [
        'Card-maker and PIN-mailer interfaces for bureau personalization',
        'Back-office console with maker-checker approvals',
        'Fraud rules and 3D Secure authentication',
        'Daily scheme reconciliation and settlement files',
      ],
    },
  ],
  stats: [
    { figure: 'responseTime', label: 'Authorization time' },
    { figure: 'reliability', label: 'Authorization reliability' },
    'currencies',
    { value: 'Instant', label: 'Virtual card issuance' },
  ],
  impact: [
    {
      icon: 'i-lucide-trending-up',
      title: 'More card usage',
      description: 'Immediate virtual cards and in-app controls get cards spending on day one instead of after delivery.',
    },
    {
      icon: 'i-lucide-headset',
      title: 'Fewer support calls',
      description: 'Self-service freeze, limits and PIN view remove the most common reasons cardholders call.',
    },
    {
      icon: 'i-lucide-rocket',
      title: 'Faster product launches',
      description: 'New card programs are configured and tested in weeks rather than built as projects.',
    },
  ],
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a card management demo' },
    { kind: 'link', label: 'Explore Card Services', to: homeHref(homeAnchors.services) },
  ],
} satisfies PageContent;
