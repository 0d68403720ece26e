/**
 * The four service groups of the Services menu, in menu order: the one definition of their ids,
 * names, icons and summaries. A group's path is `/services/<id>`, and `id` is `slugify(name)`.
 */
export const serviceGroups = [
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
    summary: 'Fraud, 3D Secure, loyalty, bill payments, analytics and support.',
  },
] as const;

export type ServiceGroup = (typeof serviceGroups)[number];
export type ServiceGroupId = ServiceGroup['id'];
