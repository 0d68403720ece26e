/** Where the contact form's confirmation pages point the visitor next, while they wait for our reply. */
export const exploreCards: string[] = [
  '/services/digital-banking-ecosystem',
  '/use-cases/e-wallet',
  '/use-cases/case-studies',
];
