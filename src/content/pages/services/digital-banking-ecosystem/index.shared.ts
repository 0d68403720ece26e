import type { IndexPage } from '../../../types';

/** The ecosystem's modules this page shows as cards, the same in every language (their words come from their pages). */
export const ecosystemCards: IndexPage['cards'] = [
  '/services/digital-banking-ecosystem/mobile-wallet',
  '/services/digital-banking-ecosystem/internet-banking',
  '/services/digital-banking-ecosystem/omnichannel-experience',
  '/services/digital-banking-ecosystem/branch-tablet',
  '/services/digital-banking-ecosystem/digital-platform',
  '/services/digital-banking-ecosystem/saas-core-banking',
  '/services/digital-banking-ecosystem/business-process-management',
  '/services/digital-banking-ecosystem/open-banking',
  '/services/digital-banking-ecosystem/ai-powered-chatbot',
];
