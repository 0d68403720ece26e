import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Card Solutions',
  seoTitle: 'Card Solutions: issuing and processing for every card program',
  description:
    'Debit, credit, prepaid, virtual and co-branded card programs on one issuing and processing platform, from product design to authorization.',
  blurb: 'Debit, credit, prepaid and co-branded card programs designed, issued and run end to end.',
  icon: 'i-lucide-credit-card',
  menu: { menu: 'issuing-services', label: 'Card Solutions', order: 5 },
  intro:
    'Card Solutions brings every card program you run onto one issuing and processing platform, from product setup and authorization to clearing, settlement, disputes and cardholder self-service.',
  highlights: [
    {
      icon: 'i-lucide-layers',
      title: 'Every card type',
      description: 'Debit, credit, prepaid, virtual, gift and co-branded cards on one platform.',
    },
    {
      icon: 'i-lucide-activity',
      title: 'Real-time authorization',
      description: 'Authorize in milliseconds against balances, limits, controls and fraud rules.',
    },
    {
      icon: 'i-lucide-arrow-left-right',
      title: 'Clearing and settlement',
      description: 'Automated scheme clearing, reconciliation and dispute workflows.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Product factory for debit, credit, prepaid and co-branded programs',
      'Real-time authorization with configurable limits and controls',
      'Connections to international and domestic card schemes',
      'Credit card billing, statements, interest and installment plans',
      'Clearing, settlement, reconciliation and chargeback management',
      'Integration with personalization, tokenization and fraud services',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Launch a new card program in weeks rather than months',
      'One platform and one team instead of a system per card type',
      'Earn interchange, fee and interest income from a complete card range',
      'PCI DSS-compliant processing run by us',
    ],
  },
  stats: [
    { figure: 'responseTime', label: 'Authorization response' },
    { figure: 'reliability', label: 'Processing reliability' },
    { figure: 'monitoring', label: 'Fraud monitoring' },
  ],
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a card solutions demo' },
    { kind: 'link', label: 'Card Management Use Case', to: '/use-cases/card-management' },
  ],
} satisfies PageContent;
