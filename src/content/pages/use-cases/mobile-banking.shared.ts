import type { SolutionPage } from '../../types';

/** The figures this page shows, the same in every language (their words come from src/content/figures). */
export const mobileBankingStats: NonNullable<SolutionPage['stats']> = [
  'fasterProcessing',
  'adoption',
  'uptimeSla',
  'responseTime',
];
