import { resultFigures } from '../figures';
import type { HomeSections } from '../types';

/**
 * What the home page's sections list, the same in every language: the pages their cards point to
 * (their words come from those pages) and the figures they show. The words around them are in
 * sections.ts, sections.zh.ts and sections.am.ts.
 */

/** The four service groups, each with the service pages it shows as cards. */
export const serviceGroups: HomeSections['services']['groups'] = [
  {
    group: 'digital-banking-ecosystem',
    cards: [
      '/services/digital-banking-ecosystem/saas-core-banking',
      '/services/digital-banking-ecosystem/branch-tablet',
      '/services/digital-banking-ecosystem/internet-banking',
      '/services/digital-banking-ecosystem/mobile-wallet',
      '/services/digital-banking-ecosystem/digital-platform',
      '/services/digital-banking-ecosystem/open-banking',
      '/services/digital-banking-ecosystem/business-process-management',
      '/services/digital-banking-ecosystem/ai-powered-chatbot',
    ],
  },
  {
    group: 'issuing-services',
    cards: [
      '/services/card-issuing-processing/prepaid-cards',
      '/services/card-issuing-processing/credit-cards',
      '/services/card-issuing-processing/debit-cards',
      '/services/card-issuing-processing/islamic-cards',
      '/services/card-issuing-processing/multi-currency-cards',
      '/services/issuing-services/virtual-cards',
      '/services/card-issuing-processing/gift-cards',
      '/services/value-added-services/3d-secure',
    ],
  },
  {
    group: 'acquiring-services',
    cards: [
      '/services/acquiring-services/atm-management',
      '/services/acquiring-services/pos-systems',
      '/services/acquiring-services/payment-gateway',
      '/services/acquiring-services/softpos',
      '/services/acquiring-services/gateway-and-e-commerce',
      '/services/acquiring-services/security-infrastructure',
    ],
  },
  {
    group: 'value-added-services',
    cards: [
      '/services/value-added-services/fraud-management',
      '/services/value-added-services/back-office-operations',
      '/services/value-added-services/3d-secure',
      '/services/value-added-services/loyalty-and-rewards',
      '/services/value-added-services/analytics-and-reporting',
      '/services/value-added-services/ai-insights',
    ],
  },
];

/** The use cases shown as cards, in the order of the section. */
export const useCaseCards: HomeSections['useCases']['cards'] = [
  '/use-cases/e-wallet',
  '/use-cases/mobile-wallet',
  '/use-cases/neobank',
  '/use-cases/card-management',
  '/use-cases/marketplace',
  '/use-cases/neo-banking',
  '/use-cases/bnpl',
  '/use-cases/super-app',
  '/use-cases/mobile-banking',
  '/use-cases/global-payments',
  '/use-cases/crypto-banking',
  '/use-cases/core-banking',
  '/use-cases/white-label',
  '/use-cases/banking-ledger',
  '/use-cases/case-studies',
];

export const solutionsStats: HomeSections['solutions']['stats'] = [
  ...resultFigures,
  'fasterProcessing',
  'adoption',
];

export const aboutStats: HomeSections['about']['stats'] = [
  'transactions',
  'partners',
  'apiCalls',
  'chineseProfessionals',
];
