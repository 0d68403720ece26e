import type { PageContent } from '../types';

export default {
  template: 'home',
  title: 'Home',
  seoTitle: 'Real-time banking and payments infrastructure',
  description:
    'API-first core banking, wallets, BNPL, card issuing and acquiring for banks, fintechs, merchants and agents, built and supported from Addis Ababa.',
  icon: 'i-lucide-house',
  hero: {
    badge: 'Banking and payments infrastructure, built in Addis Ababa',
    heading: 'Real-time infrastructure for the next generation of financial services',
    intro:
      'Tana Fintech gives banks, fintechs, merchants and agent networks one API-first platform for neo banking, buy-now-pay-later, super apps, e-wallets, card issuing and acquiring. Launch new products in months, not years, on a stack engineered for high volume and regulated markets.',
    stats: [
      'uptimeSla',
      { figure: 'responseTime', label: 'API response time' },
      'tps',
      'transactions',
    ],
    illustration: {
      wallet: 'Wallet',
      balanceLabel: 'Balance',
      balance: 'ETB 24,580',
      cardNumber: '•••• 4821',
      posAmount: 'ETB 350.00',
      posStatus: 'Approved',
      ledger: 'One real-time\nledger',
    },
  },
} satisfies PageContent;
