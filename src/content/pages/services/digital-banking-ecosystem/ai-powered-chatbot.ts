import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'AI-Powered Chatbot',
  seoTitle: 'AI-Powered Banking Chatbot and virtual assistant',
  description:
    'A multilingual banking assistant for app, web and messaging channels that answers questions, completes authenticated tasks and hands off to agents.',
  blurb: 'A multilingual banking assistant that answers, acts on authenticated requests and hands over to agents.',
  icon: 'i-lucide-bot',
  menu: { menu: 'digital-banking-ecosystem', label: 'AI-Powered Chatbot', order: 9 },
  aliases: ['/services/digital-banking-ecosystem/ai-chatbot'],
  intro:
    'Our AI-powered chatbot handles the questions and requests that fill your contact center, in your customers’ languages and around the clock, and passes the rest to a person with the full conversation attached.',
  highlights: [
    {
      icon: 'i-lucide-languages',
      title: 'Multilingual',
      description: 'Understands and replies in English, Amharic, Afaan Oromo and other configured languages.',
    },
    {
      icon: 'i-lucide-key-round',
      title: 'Authenticated actions',
      description: 'Checks balances, blocks cards and sends transfers after the customer verifies in-app.',
    },
    {
      icon: 'i-lucide-headset',
      title: 'Human handoff',
      description: 'Routes complex cases to a live agent with the conversation and customer context.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Natural-language understanding trained on banking intents',
      'Available in the mobile app, web, WhatsApp, Telegram and Facebook Messenger',
      'Secure account actions: balance, mini-statement, card block and transfers',
      'Answers grounded in your approved product and policy content',
      'Live-agent handoff with full conversation history',
      'Conversation analytics to find unmet needs and improve answers',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Resolve a large share of routine queries without an agent',
      'Serve customers 24/7 in the language they prefer',
      'Shorter queues and lower cost per contact for the contact center',
      'Consistent, compliant answers drawn from approved content',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'an AI chatbot demo' }],
} satisfies PageContent;
