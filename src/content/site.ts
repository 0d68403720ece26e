import type { IconClass, ServiceGroupId } from './types';

export const site = {
  name: 'Tana Fintech',
  shortName: 'Tana',
  tagline: 'Powering the future of financial technology',
  description:
    'Real-time, API-first banking and payments infrastructure for banks, fintechs, merchants and agents: neo banking, BNPL, wallets, cards and acquiring.',
  email: 'hello@tanafintech.com',
  phone: '+251 11 558 0000',
  address: 'Bole Road, Addis Ababa, Ethiopia',
  copyrightYear: 2024,
} as const;

export interface ServiceGroup {
  id: ServiceGroupId;
  name: string;
  icon: IconClass;
  summary: string;
}

/** The four service groups of the Services menu, in menu order. Their slugs follow `slugify(name)`. */
export const serviceGroups: readonly ServiceGroup[] = [
  {
    id: 'digital-banking-ecosystem',
    name: 'Digital Banking Ecosystem',
    icon: 'i-lucide-landmark',
    summary: 'Core banking, channels and open APIs for digital-first institutions.',
  },
  {
    id: 'issuing-services',
    name: 'Issuing Services',
    icon: 'i-lucide-credit-card',
    summary: 'Physical, virtual and tokenized cards with full lifecycle control.',
  },
  {
    id: 'acquiring-services',
    name: 'Acquiring Services',
    icon: 'i-lucide-store',
    summary: 'Accept every payment: POS, SoftPOS, ATMs and online gateways.',
  },
  {
    id: 'value-added-services',
    name: 'Value-Added Services',
    icon: 'i-lucide-sparkles',
    summary: 'Fraud, 3-D Secure, loyalty, bill payments, analytics and support.',
  },
];
