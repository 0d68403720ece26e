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
  uptimeSla: { kind: 'percent', value: 99.9, label: 'የተገኝነት SLA' },
  reliability: { kind: 'percent', value: 99.99, label: 'አስተማማኝነት' },
  responseTime: { kind: 'duration', value: 100, unit: 'millisecond', under: true, label: 'የምላሽ ጊዜ' },
  tps: { kind: 'count', value: 100_000, label: 'ግብይቶች በሰከንድ' },
  transactions: { kind: 'count', value: 50_000_000, compact: true, plus: true, label: 'የተከናወኑ ግብይቶች' },
  partners: { kind: 'count', value: 600, plus: true, label: 'የውህደት አጋሮች' },
  apiCalls: { kind: 'count', value: 100_000_000, compact: true, plus: true, label: 'የAPI ጥሪዎች በወር' },
  merchants: { kind: 'count', value: 2_000_000, compact: true, label: 'በመረባችን ውስጥ ያሉ ነጋዴዎች' },
  chineseProfessionals: {
    kind: 'count',
    value: 50_000,
    compact: true,
    plus: true,
    label: 'በኢትዮጵያ የሚገኙ ቻይናውያን ባለሙያዎች (ግብ)',
  },
  currencies: { kind: 'count', value: 150, plus: true, label: 'የሚደገፉ የገንዘብ ዓይነቶች' },
  fasterProcessing: { kind: 'percent', value: 30, label: 'ፈጣን የግብይት ሂደት' },
  adoption: { kind: 'percent', value: 25, label: 'የዲጂታል አጠቃቀም ጭማሪ' },
  implementations: { kind: 'count', value: 50, plus: true, label: 'የተጠናቀቁ ትግበራዎች' },
  performance: { kind: 'percent', value: 25, label: 'አማካይ የአፈጻጸም መሻሻል' },
  deployment: { kind: 'duration', value: 6, unit: 'month', label: 'አማካይ የማስጀመሪያ ጊዜ' },
  fastDeployment: { kind: 'duration', value: 6, unit: 'month', under: true, label: 'ሱፐር አፕ ለማስጀመር' },
  monitoring: { kind: 'always', label: 'ክትትል' },
  lowerCosts: { kind: 'percent', value: 40, upTo: true, label: 'የግብይት ወጪ ቅነሳ' },
} as const satisfies Record<string, Figure>;

export type FigureId = keyof typeof figures;

/** The results the company reports for its implementations (the home page and the case studies). */
export const resultFigures: FigureId[] = ['implementations', 'performance', 'deployment', 'lowerCosts'];
