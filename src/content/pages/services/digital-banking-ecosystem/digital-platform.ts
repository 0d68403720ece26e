import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Digital Platform',
  seoTitle: 'Digital Platform for your mobile and web banking apps',
  description:
    'The platform behind your digital and mobile banking apps: configurable journeys, content, feature flags and releases without rebuilding the app.',
  blurb: 'The configurable platform behind your mobile and web banking apps: journeys, content and releases.',
  icon: 'i-lucide-app-window',
  menu: { menu: 'digital-banking-ecosystem', label: 'Digital Platform', order: 5 },
  aliases: ['/services/digital-banking-ecosystem/digital-mobile-app'],
  intro:
    'Digital Platform is the engine behind your digital and mobile banking apps: one set of services, journeys and content that powers your iOS, Android and web apps and lets your team ship changes weekly.',
  highlights: [
    {
      icon: 'i-lucide-smartphone',
      title: 'White-label apps',
      description: 'Native iOS and Android apps plus a web app in your brand, built on shared components.',
    },
    {
      icon: 'i-lucide-sliders-horizontal',
      title: 'Configure, not code',
      description: 'Change journeys, screens, content and feature flags from a console and roll them out by segment.',
    },
    {
      icon: 'i-lucide-blocks',
      title: 'Modular services',
      description: 'Add savings goals, loans, cards or bill pay as modules on the same backend.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Native iOS and Android apps and a responsive web app from one codebase',
      'Journey builder for onboarding, lending and service flows',
      'Content management for banners, offers and in-app messages',
      'Feature flags and staged rollouts by segment or region',
      'Integration layer to your core banking, card and payment systems',
      'Built-in analytics, crash reporting and A/B testing',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Launch a full digital and mobile banking app in months, not years',
      'Ship improvements weekly without waiting for app store reviews',
      'Keep one product experience across mobile and web',
      'Keep the core you have while modernizing the front end',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a digital platform demo' }],
} satisfies PageContent;
