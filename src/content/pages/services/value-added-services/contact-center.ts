import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Contact Center',
  seoTitle: 'Omnichannel contact center for banks and payment providers',
  description:
    'Omnichannel customer support for banks, wallets and acquirers: intelligent routing, 24/7 availability and a shared knowledge base for agents.',
  blurb: 'Omnichannel customer support with intelligent routing, around the clock.',
  icon: 'i-lucide-headset',
  menu: { menu: 'value-added-services', label: 'Contact Center', order: 6 },
  intro:
    'Our Contact Center solution gives your support team one view of each customer’s cards, accounts and recent transactions, whichever channel they reach you on.',
  highlights: [
    {
      icon: 'i-lucide-message-square',
      title: 'Omnichannel support',
      description:
        'Voice, chat, email, social messaging and in-app conversations in one agent desktop, with the full history kept together.',
    },
    {
      icon: 'i-lucide-route',
      title: 'Intelligent routing',
      description:
        'Contacts are routed by language, customer value and reason, so a blocked card reaches a card specialist in the customer’s language.',
    },
    {
      icon: 'i-lucide-book-open',
      title: 'Knowledge management',
      description:
        'Searchable, approved answers and step-by-step guides help new agents resolve issues on the first contact.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Omnichannel support: voice, chat, email, social and in-app messaging',
      'Intelligent routing by language, skill, reason and customer value',
      '24/7 availability with IVR self-service and a chatbot for common requests',
      'Knowledge management with approved answers and scripts',
      'Agent actions on the card and account: block, reissue, reset PIN, raise a dispute',
      'Quality monitoring, call recording and service-level reporting',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Faster resolution and fewer repeat contacts',
      'Support in English, local languages and Chinese',
      'Lower cost per contact through self-service and routing',
      'Higher customer satisfaction and retention',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a contact center demo' }],
} satisfies PageContent;
