import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Omnichannel Experience',
  seoTitle: 'Omnichannel banking: one journey across every channel',
  description:
    'Let customers start on the app and finish at the branch, by phone or with an agent, with one profile, shared journeys and a single view of them.',
  blurb: 'Start a journey on the app, continue at a branch or on the phone, and never ask the customer twice.',
  icon: 'i-lucide-layers',
  menu: { menu: 'digital-banking-ecosystem', label: 'Omnichannel Experience', order: 3 },
  intro:
    'Our omnichannel layer connects mobile, web, branch, contact center, agents and USSD to one customer profile and one journey engine, so a request started anywhere can be finished anywhere.',
  highlights: [
    {
      icon: 'i-lucide-route',
      title: 'Resumable journeys',
      description: 'A loan application saved on the phone opens at the same step on the branch tablet.',
    },
    {
      icon: 'i-lucide-contact',
      title: 'Single customer view',
      description: 'Staff see products, recent interactions and open requests from every channel on one screen.',
    },
    {
      icon: 'i-lucide-bell-ring',
      title: 'Consistent messaging',
      description: 'Notifications go out by push, SMS or email according to customer preference and urgency.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Shared journey engine for onboarding, lending and service requests',
      'Unified customer profile and interaction history',
      'Channel-aware notifications by push, SMS, email and in-app inbox',
      'Consistent product rules, fees and limits on every channel',
      'Handover from chatbot and app to branch or contact-center staff',
      'Cross-channel analytics on drop-off and completion',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Higher completion rates because customers never restart a journey',
      'Lower service cost as simple requests move to self-service',
      'Better cross-selling from a full picture of each customer',
      'One place to change a rule instead of one per channel',
    ],
  },
  actions: [{ kind: 'contact', label: 'Talk to an Expert', topic: 'an omnichannel banking consultation' }],
} satisfies PageContent;
