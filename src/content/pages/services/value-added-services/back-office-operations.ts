import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Back-Office Operations',
  seoTitle: 'Card and payments back office: reconciliation, settlement, disputes',
  description:
    'Automate reconciliation, settlement, disputes and chargebacks, and reporting for card, wallet and acquiring operations in one back office.',
  blurb: 'Reconciliation, disputes, chargebacks and settlement handled by our operations team.',
  icon: 'i-lucide-folder-kanban',
  menu: { menu: 'value-added-services', label: 'Back-Office Operations', order: 8 },
  intro:
    'Back-Office Operations handles the work that follows each payment, matching records, moving money to the right accounts and resolving disputes, so your operations team deals only with true exceptions.',
  highlights: [
    {
      icon: 'i-lucide-git-compare',
      title: 'Automated reconciliation',
      description:
        'Scheme, switch, bank and internal ledger files are matched automatically, with breaks queued for review and aging tracked.',
    },
    {
      icon: 'i-lucide-repeat',
      title: 'Settlement',
      description:
        'Net positions, merchant payouts, interchange and fees are calculated daily and posted to the general ledger.',
    },
    {
      icon: 'i-lucide-scale',
      title: 'Disputes and chargebacks',
      description:
        'Retrievals, chargebacks, representments and arbitration managed to scheme deadlines, with evidence attached to each case.',
      details:
        'Reminders warn analysts before a scheme time limit expires, so valid disputes are never lost on a deadline.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Automated reconciliation across scheme, switch, bank and ledger records',
      'Settlement calculation, merchant payouts and general-ledger posting',
      'Disputes and chargebacks workflow following scheme rules and deadlines',
      'Fee, interchange and commission calculation',
      'Operational, financial and regulatory reporting',
      'Maker-checker approvals and a full audit trail',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Fewer manual hours spent matching files',
      'Faster, accurate settlement to merchants and partners',
      'Recovered funds from disputes that would have expired',
      'Clean audit evidence for finance, auditors and regulators',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a back-office operations demo' }],
} satisfies PageContent;
