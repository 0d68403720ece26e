import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Islamic Cards',
  seoTitle: 'Sharia-compliant Islamic card programs',
  description:
    'Issue Sharia-compliant debit, prepaid and financing cards with no interest: fee-based ujrah, tawarruq and qard structures under Sharia board oversight.',
  blurb: 'Sharia-compliant card products built on murabaha, ujrah and qard structures.',
  icon: 'i-lucide-moon-star',
  intro:
    'Islamic cards give customers the convenience of card payments without riba, using financing structures approved by your Sharia supervisory board and a processing engine that enforces them on every transaction.',
  highlights: [
    {
      icon: 'i-lucide-hand-coins',
      title: 'Fee-based, not interest-based',
      description:
        'Card financing is priced as a fixed ujrah (service fee) or a tawarruq profit agreed up front, never as compounding interest on an outstanding balance.',
      details:
        'Late payment amounts are configured as charitable contributions, tracked in a separate ledger and paid out to approved charities rather than recognized as income.',
    },
    {
      icon: 'i-lucide-scale',
      title: 'Structures your board approves',
      description:
        'Choose qard (interest-free loan) with ujrah, commodity murabaha tawarruq or kafalah-based models, each configured to the fatwa issued for your product.',
    },
    {
      icon: 'i-lucide-shield-check',
      title: 'Compliance on every transaction',
      description:
        'Merchant category screening blocks non-permissible spend such as alcohol, gambling and interest-bearing services at authorization.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Sharia-compliant debit, prepaid and financing card products on one platform',
      'Qard, ujrah and tawarruq financing structures with fixed, disclosed charges',
      'MCC screening that declines non-permissible merchant categories',
      'Charity account handling for late payment contributions',
      'Audit reports and product documentation for Sharia supervisory board review',
      'Profit-sharing (mudarabah) linked accounts for prepaid and debit cards',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Serve customers who choose not to use conventional credit',
      'Launch faster with product templates already reviewed against common Sharia standards',
      'Transparent pricing that builds long-term trust',
      'Clear evidence for Sharia audit and central bank reporting',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'an Islamic card program consultation' }],
} satisfies PageContent;
