import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Consulting Services',
  seoTitle: 'Fintech and digital banking consulting',
  description:
    'Digital strategy, technology architecture, regulatory compliance and process optimization from a team that builds and runs payment platforms.',
  blurb: 'Strategy, architecture and compliance advice from people who build payment systems.',
  icon: 'i-lucide-lightbulb',
  menu: { menu: 'value-added-services', label: 'Consulting Services', order: 7 },
  intro:
    'Our consultants have launched wallets, card programs and acquiring networks, and bring that hands-on experience to your strategy, architecture and regulatory decisions.',
  highlights: [
    {
      icon: 'i-lucide-compass',
      title: 'Digital strategy',
      description:
        'Market sizing, product roadmaps and business cases for neo banks, wallets, BNPL and card programs.',
    },
    {
      icon: 'i-lucide-layers',
      title: 'Technology architecture',
      description:
        'Target architectures, vendor selection and migration plans from legacy cores and switches to real-time, API-first platforms.',
    },
    {
      icon: 'i-lucide-file-check',
      title: 'Regulatory compliance',
      description:
        'License applications, PCI DSS readiness, AML/CFT frameworks and central bank reporting requirements.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Digital strategy and product roadmaps',
      'Technology architecture reviews and target-state design',
      'Regulatory compliance: licensing, PCI DSS, AML/CFT and data protection',
      'Process optimization for onboarding, operations and customer service',
      'Vendor selection and implementation assurance',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Decisions grounded in real implementation experience',
      'Shorter time to launch and to regulatory approval',
      'Lower risk in large technology programs',
      'Measurable efficiency gains in daily operations',
    ],
  },
  stats: [
    { figure: 'implementations', label: 'Implementations' },
    { figure: 'deployment', label: 'Average deployment' },
  ],
  actions: [
    { kind: 'contact', label: 'Book a Consultation', topic: 'a consulting engagement discussion' },
    { kind: 'document', label: 'Neobank Business Case', to: '/documents/neobank-business-case' },
  ],
} satisfies PageContent;
