import type { IndexCard } from './types';

/** Where the contact form's confirmation pages point the visitor next, while they wait for our reply. */
export const exploreCards: IndexCard[] = [
  {
    icon: 'i-lucide-landmark',
    title: 'Digital Banking Ecosystem',
    description: 'Core banking, mobile and internet banking, open APIs and workflow automation that work as one digital bank.',
    to: '/services/digital-banking-ecosystem',
  },
  {
    icon: 'i-lucide-wallet',
    title: 'E-Wallet',
    description: 'A national-scale wallet with tiered KYC, agent networks and instant payments.',
    to: '/use-cases/e-wallet',
  },
  {
    icon: 'i-lucide-trophy',
    title: 'Case Studies',
    description: 'How banks, fintechs and telcos launched and grew with our platform.',
    to: '/use-cases/case-studies',
  },
];
