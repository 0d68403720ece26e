/**
 * The company's figures (spec section 1: display claims, not product limits), each written once.
 * Content shows one as a stat by its id, with this label or a label of its own
 * (`{ figure: 'tps', label: 'Postings per second' }`); its number is written for the page's language
 * at build time (src/content/figure-numbers.ts).
 */
export type Figure =
  | { kind: 'percent'; value: number; label: string; upTo?: true }
  | { kind: 'count'; value: number; label: string; compact?: true; plus?: true }
  | { kind: 'duration'; value: number; unit: 'millisecond' | 'month'; label: string; under?: true }
  /** Around the clock, every day: '24/7'. */
  | { kind: 'always'; label: string };

export const figures = {
  uptimeSla: { kind: 'percent', value: 99.9, label: 'Uptime SLA' },
  reliability: { kind: 'percent', value: 99.99, label: 'Reliability' },
  responseTime: { kind: 'duration', value: 100, unit: 'millisecond', under: true, label: 'Response time' },
  tps: { kind: 'count', value: 100_000, label: 'Transactions per second' },
  transactions: { kind: 'count', value: 50_000_000, compact: true, plus: true, label: 'Transactions processed' },
  partners: { kind: 'count', value: 600, plus: true, label: 'Integration partners' },
  apiCalls: { kind: 'count', value: 100_000_000, compact: true, plus: true, label: 'API calls a month' },
  merchants: { kind: 'count', value: 2_000_000, compact: true, label: 'Merchants in our network' },
  chineseProfessionals: {
    kind: 'count',
    value: 50_000,
    compact: true,
    plus: true,
    label: 'Chinese professionals in Ethiopia (target)',
  },
  currencies: { kind: 'count', value: 150, plus: true, label: 'Currencies supported' },
  fasterProcessing: { kind: 'percent', value: 30, label: 'Faster processing' },
  adoption: { kind: 'percent', value: 25, label: 'Increase in digital adoption' },
  implementations: { kind: 'count', value: 50, plus: true, label: 'Implementations delivered' },
  performance: { kind: 'percent', value: 25, label: 'Average performance improvement' },
  deployment: { kind: 'duration', value: 6, unit: 'month', label: 'Average deployment time' },
  fastDeployment: { kind: 'duration', value: 6, unit: 'month', under: true, label: 'To launch a super app' },
  monitoring: { kind: 'always', label: 'Monitoring' },
  lowerCosts: { kind: 'percent', value: 40, upTo: true, label: 'Lower transaction costs' },
} as const satisfies Record<string, Figure>;

export type FigureId = keyof typeof figures;

/** The results the company reports for its implementations (the home page and the case studies). */
export const resultFigures: FigureId[] = ['implementations', 'performance', 'deployment', 'lowerCosts'];
