import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: 'Crypto Banking',
  seoTitle: 'Crypto banking: compliant digital-asset accounts and custody',
  description:
    'Offer regulated digital-asset accounts, custody, on- and off-ramps and stablecoin payments alongside traditional banking, where local law permits.',
  blurb: 'Compliant custody, on-ramps and digital-asset accounts.',
  icon: 'i-lucide-bitcoin',
  menu: { menu: 'use-cases', label: 'Crypto Banking', order: 11 },
  badge: 'Digital Assets',
  intro:
    'For licensed institutions in markets where digital assets are permitted, we provide the infrastructure to hold, move and convert them safely alongside fiat accounts. Compliance and risk controls come first; every module can be enabled or disabled to match your regulator\'s rules.',
  features: [
    {
      icon: 'i-lucide-vault',
      title: 'Secure custody',
      description:
        'Multi-party computation and HSM-based key management, with cold, warm and hot wallet tiers and approval policies.',
    },
    {
      icon: 'i-lucide-arrow-left-right',
      title: 'On- and off-ramps',
      description:
        'Convert between fiat and digital assets from a bank account, card or wallet, with real-time pricing.',
    },
    {
      icon: 'i-lucide-coins',
      title: 'Stablecoin payments',
      description:
        'Use stablecoins for fast cross-border settlement between institutions and for treasury movements.',
    },
    {
      icon: 'i-lucide-scan-search',
      title: 'Blockchain analytics and AML',
      description:
        'Wallet screening, transaction risk scoring and travel-rule messaging integrated into every transfer.',
    },
    {
      icon: 'i-lucide-book-open',
      title: 'Unified ledger',
      description:
        'Fiat and digital-asset balances on one double-entry ledger, reconciled against on-chain records.',
    },
  ],
  lists: [
    {
      title: 'Controls',
      items: [
        'Configurable asset whitelist per jurisdiction',
        'Withdrawal limits, cooling periods and multi-approval',
        'Proof-of-reserves reporting',
        'Full audit trail for regulators and auditors',
      ],
    },
    {
      title: 'Who it is for',
      items: [
        'Banks adding digital assets for eligible clients',
        'Licensed virtual asset service providers',
        'Fintechs using stablecoins for cross-border settlement',
        'Central bank digital currency pilots',
      ],
    },
  ],
  stats: [
    { figure: 'reliability', label: 'Platform reliability' },
    'monitoring',
    { figure: 'responseTime', label: 'Ledger response' },
    { figure: 'currencies', label: 'Fiat currencies' },
  ],
  impact: [
    {
      icon: 'i-lucide-shield-check',
      title: 'Regulated from day one',
      description: 'Controls and reporting designed with compliance teams, not added afterwards.',
    },
    {
      icon: 'i-lucide-zap',
      title: 'Faster settlement',
      description: 'Stablecoin rails settle institutional transfers in minutes rather than days.',
    },
    {
      icon: 'i-lucide-users',
      title: 'Client retention',
      description: 'Offer digital assets within the bank instead of losing clients to unregulated platforms.',
    },
  ],
  actions: [{ kind: 'contact', label: 'Discuss Your Requirements', topic: 'a consultation on crypto banking infrastructure' }],
} satisfies PageContent;
