import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Card Personalization',
  seoTitle: 'Card Personalization: secure data prep and card bureau services',
  description:
    'Secure card data preparation, EMV chip encoding, embossing and PIN mailers for debit, credit and prepaid cards, with instant issuance at branches.',
  blurb: 'Secure data preparation and bureau personalization for chip, contactless and dual-interface cards.',
  icon: 'i-lucide-id-card',
  menu: { menu: 'issuing-services', label: 'Card Personalization', order: 1 },
  intro:
    'We turn approved card applications into finished, activated cards: preparing EMV chip data, personalizing plastics at a card bureau or at your branch, and tracking every card until it reaches the cardholder.',
  highlights: [
    {
      icon: 'i-lucide-cpu',
      title: 'EMV data preparation',
      description: 'Chip profiles, keys and application data generated under HSM protection for every scheme.',
    },
    {
      icon: 'i-lucide-printer',
      title: 'Instant issuance',
      description: 'Print and activate a personalized card at the branch while the customer waits.',
    },
    {
      icon: 'i-lucide-truck',
      title: 'Tracked delivery',
      description: 'Follow each card and PIN mailer from production to courier to activation.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'EMV chip data preparation with HSM-protected key management',
      'Embossing, thermal printing, magnetic stripe and contactless encoding',
      'Central bureau batch production and in-branch instant issuance',
      'Secure PIN mailers and digital PIN delivery',
      'Custom card designs, carriers and welcome packs',
      'End-to-end tracking from production to activation',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Cards in customers’ hands the same day at the branch, or within days by courier',
      'Card data handled under PCI CPP-aligned security controls',
      'One partner for debit, credit, prepaid and co-branded programs',
      'Lower stock and wastage with on-demand personalization',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a card personalization demo' }],
} satisfies PageContent;
