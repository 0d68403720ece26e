import type { PageContent } from '../../types';
import { homeAnchors, homeHref } from '../../navigation';
import { resultFigures } from '../../figures';

export default {
  template: 'case-studies',
  title: 'Case Studies',
  seoTitle: 'Case studies: banks, fintechs and government programs',
  description:
    'How banks, fintechs, merchants and public programs launched wallets, super apps, cards and digital banks on the Tana Fintech platform.',
  blurb: 'How banks, fintechs and government programs launched with us.',
  icon: 'i-lucide-trophy',
  menu: { menu: 'use-cases', label: 'Case Studies', order: 15 },
  intro:
    'A selection of programs delivered on our platform. Client names are withheld at their request; details and references are available under NDA.',
  studies: [
    {
      title: 'National agent wallet for a commercial bank',
      category: 'E-Wallet',
      description:
        'A large commercial bank wanted to reach customers far from its branches. We deployed a tiered e-wallet with USSD access and an agent cash-in/cash-out network, integrated with the bank\'s core and the national switch.',
      impact: 'Live within our six-month average deployment time, with a 25% increase in digital adoption and fewer cash transactions at the branches.',
    },
    {
      title: 'Super app for a consumer brand',
      category: 'Super App',
      description:
        'A consumer brand combined payments, ride-hailing, food ordering and bill payments into a single app, with partners building mini-apps on our SDK.',
      impact: 'Launched in under six months, with partner mini-apps connected through our integration layer.',
    },
    {
      title: 'Government benefit card program',
      category: 'Card Issuing',
      description:
        'A public agency replaced cash disbursements with prepaid cards and linked wallets, with instant issuance at registration points and spend controls by category.',
      impact: 'Deployed in under six months, with transaction costs up to 40% lower and benefits paid to cards and wallets instead of in cash.',
    },
    {
      title: 'Core modernization for a regional bank',
      category: 'Core Banking',
      description:
        'A regional bank migrated from a batch-based legacy core to our real-time core in waves, running both in parallel with continuous reconciliation.',
      impact: '30% faster processing, end-of-day batch eliminated, and zero-downtime releases since cut-over.',
    },
    {
      title: 'BNPL for an electronics retailer',
      category: 'BNPL',
      description:
        'A retailer with stores and an online shop partnered with a microfinance lender to offer installments at checkout, using our decision engine and merchant portal.',
      impact: 'Credit decisions in real time at checkout and a 25% increase in adoption.',
    },
  ],
  metricsTitle: 'Success Metrics',
  metrics: resultFigures,
  actions: [
    { kind: 'contact', label: 'Discuss Your Project', topic: 'a call to discuss my project' },
    { kind: 'link', label: 'Explore Use Cases', to: homeHref(homeAnchors.useCases) },
  ],
} satisfies PageContent;
