import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Security Infrastructure',
  seoTitle: 'Acquiring security: HSMs, P2PE, tokenization and key management',
  description:
    'Protect card data from terminal to switch with HSMs, point-to-point encryption, tokenization and PCI DSS, PCI PIN and 3DS key management.',
  blurb: 'HSMs, key management and PCI DSS-aligned controls across the acquiring chain.',
  icon: 'i-lucide-lock-keyhole',
  menu: { menu: 'acquiring-services', label: 'Security Infrastructure', order: 6 },
  intro:
    'Security Infrastructure is the cryptographic foundation of an acquiring business: hardware security modules, encryption and key management that keep card data and PINs unreadable everywhere outside a hardware security module.',
  highlights: [
    {
      icon: 'i-lucide-server',
      title: 'Hardware security modules',
      description:
        'Hardware security modules, deployed in redundant clusters, handle PIN translation, MAC and card verification.',
    },
    {
      icon: 'i-lucide-lock',
      title: 'Point-to-point encryption',
      description:
        'Card data is encrypted in the terminal’s secure reader and decrypted only inside the HSM, taking merchant systems out of PCI scope.',
    },
    {
      icon: 'i-lucide-key-round',
      title: 'Key management',
      description:
        'Key ceremonies, DUKPT and TR-31 key blocks, remote key loading and scheduled rotation for terminals, ATMs, schemes and 3DS servers.',
      details:
        'Dual control and split knowledge are enforced throughout, and every key event is logged for PCI PIN and scheme audits.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Clustered HSMs for PIN translation, CVV/ARQC verification and MAC generation',
      'Point-to-point encryption (P2PE) from terminal to host',
      'Tokenization of card numbers for storage, refunds and recurring payments',
      'Key management for DUKPT, TR-31 and remote key loading to terminals and ATMs',
      '3D Secure and scheme certificate and key lifecycle management',
      'Security event logging and monitoring feeding your SOC',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Smaller PCI DSS scope for you and your merchants',
      'Audit-ready evidence for PCI DSS, PCI PIN and PCI P2PE assessments',
      'Lower breach risk: stolen data is encrypted or tokenized and useless',
      'Cryptography delivered as a service, without buying and running your own HSMs',
    ],
  },
  actions: [{ kind: 'contact', label: 'Talk to an Expert', topic: 'an acquiring security infrastructure review' }],
} satisfies PageContent;
