import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Branch Tablet',
  seoTitle: 'Branch Tablet: paperless onboarding in branch and field',
  description:
    'Open accounts, capture KYC and serve customers on a tablet in the branch, in the field or at an agent, with e-signatures and offline capture.',
  blurb: 'Paperless account opening and service requests at the branch, in the field or at an agent location.',
  icon: 'i-lucide-tablet-smartphone',
  menu: { menu: 'digital-banking-ecosystem', label: 'Branch Tablet', order: 4 },
  intro:
    'Branch Tablet puts account opening and everyday service on a tablet, so staff can meet customers at the door, in a market or in a village and finish the paperwork on the spot.',
  highlights: [
    {
      icon: 'i-lucide-scan-face',
      title: 'Digital KYC',
      description: 'Scan ID documents, take a live photo and capture fingerprints in one guided flow.',
    },
    {
      icon: 'i-lucide-file-signature',
      title: 'E-signatures',
      description: 'Customers sign forms on screen and receive their copies by SMS or email.',
    },
    {
      icon: 'i-lucide-refresh-cw',
      title: 'Offline capture',
      description: 'Keep working without coverage; encrypted records sync when the tablet reconnects.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Guided account opening with ID scanning and live photo capture',
      'Biometric capture and verification against national ID services',
      'On-screen e-signatures with tamper-evident PDF records',
      'Card issuance requests, PIN set and service requests in one app',
      'Offline mode with encrypted local storage and automatic sync',
      'Remote device management, lock and wipe',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Open an account in minutes instead of days, with no paper forms',
      'Take the branch to customers in rural and semi-urban areas',
      'Fewer errors and rejected applications thanks to validated data entry',
      'Free branch space and staff time for advice and sales',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a branch tablet demo' }],
} satisfies PageContent;
