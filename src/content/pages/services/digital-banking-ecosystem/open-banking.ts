import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Open Banking',
  seoTitle: 'Open Banking: a managed API platform for partners',
  description:
    'Expose accounts, payments and customer data to partners through secure, consented APIs with a developer portal, sandbox and usage analytics.',
  blurb: 'A managed API layer with consent, partner onboarding and usage analytics for third-party providers.',
  icon: 'i-lucide-plug',
  menu: { menu: 'digital-banking-ecosystem', label: 'Open Banking', order: 8 },
  aliases: ['/services/digital-banking-ecosystem/open-banking-ai'],
  intro:
    'Our open banking platform puts a secure, documented API layer in front of your core systems, so fintechs, merchants and corporates can build on your accounts and payments with your customers’ consent.',
  highlights: [
    {
      icon: 'i-lucide-lock-keyhole',
      title: 'Consent management',
      description: 'Customers grant, review and revoke access per partner and per data type.',
    },
    {
      icon: 'i-lucide-code-xml',
      title: 'Developer portal',
      description: 'Documentation, sandbox data and self-service API keys for partner developers.',
    },
    {
      icon: 'i-lucide-sparkles',
      title: 'AI-ready data',
      description: 'Categorized, consented transaction data that feeds credit scoring and personal finance insights.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Account information, payment initiation and confirmation-of-funds APIs',
      'OAuth 2.0 and OpenID Connect security with mutual TLS',
      'Customer consent dashboard with grant, review and revoke',
      'Developer portal with sandbox, API keys and documentation',
      'Rate limiting, monitoring and per-partner usage analytics',
      'Transaction categorization for scoring and insight services',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Open new revenue from API products and partner channels',
      'Meet open banking and data-sharing regulation with less custom work',
      'Onboard partners in days through self-service',
      'Keep control of security, consent and data access in one place',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'an open banking platform demo' }],
} satisfies PageContent;
