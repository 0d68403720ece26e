import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Top-Up & Bill Payments',
  seoTitle: 'Mobile top-up and bill payment aggregation',
  description:
    'Offer mobile top-up, utility bills, insurance premiums and government service payments in your app, agents and branches through one integration.',
  blurb: 'Airtime, utilities, insurance and government payments from every channel you run.',
  icon: 'i-lucide-receipt-text',
  menu: { menu: 'value-added-services', label: 'Top-Up & Bill Payments', order: 4 },
  intro:
    'Top-Up & Bill Payments connects your channels to telecom operators, utilities, insurers and government agencies, so customers pay every recurring bill in one place and you earn a commission each time.',
  highlights: [
    {
      icon: 'i-lucide-smartphone-charging',
      title: 'Mobile top-up',
      description:
        'Airtime and data bundles for every major operator, delivered in seconds, with scheduled top-ups for family members.',
    },
    {
      icon: 'i-lucide-zap',
      title: 'Utilities and services',
      description:
        'Electricity tokens, water, internet and TV subscriptions with bill lookup, so customers see what they owe before they pay.',
    },
    {
      icon: 'i-lucide-building-2',
      title: 'Government and insurance',
      description:
        'Tax, license and permit fees and insurance premiums collected with instant confirmation to the receiving institution.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Mobile top-up for airtime and data across operators',
      'Utility bills: electricity, water, internet and pay-TV',
      'Insurance premiums with policy lookup and receipts',
      'Government services: taxes, licenses, permits and fees',
      'Biller onboarding, commission configuration and daily settlement',
      'Available in app, USSD, web, agent and branch channels',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Convenience: every bill paid in one place, at any hour',
      'Commission revenue on each top-up and bill payment',
      'Customer retention as your app becomes part of the monthly routine',
      'Digital transformation of payments that once needed a queue and cash',
    ],
  },
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a top-up and bill payments demo' },
    { kind: 'link', label: 'Super App', to: '/use-cases/super-app' },
  ],
} satisfies PageContent;
