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
  uptimeSla: { kind: 'percent', value: 99.9, label: '可用性 SLA' },
  reliability: { kind: 'percent', value: 99.99, label: '可靠性' },
  responseTime: { kind: 'duration', value: 100, unit: 'millisecond', under: true, label: '响应时间' },
  tps: { kind: 'count', value: 100_000, label: '每秒交易笔数' },
  transactions: { kind: 'count', value: 50_000_000, compact: true, plus: true, label: '已处理交易笔数' },
  partners: { kind: 'count', value: 600, plus: true, label: '集成合作伙伴' },
  apiCalls: { kind: 'count', value: 100_000_000, compact: true, plus: true, label: '每月 API 调用次数' },
  merchants: { kind: 'count', value: 2_000_000, compact: true, label: '网络覆盖的商户' },
  chineseProfessionals: {
    kind: 'count',
    value: 50_000,
    compact: true,
    plus: true,
    label: '在埃塞俄比亚的中国专业人士（目标）',
  },
  currencies: { kind: 'count', value: 150, plus: true, label: '支持的货币种类' },
  fasterProcessing: { kind: 'percent', value: 30, label: '处理速度提升' },
  adoption: { kind: 'percent', value: 25, label: '数字化普及率提升' },
  implementations: { kind: 'count', value: 50, plus: true, label: '已交付实施项目' },
  performance: { kind: 'percent', value: 25, label: '平均性能提升' },
  deployment: { kind: 'duration', value: 6, unit: 'month', label: '平均部署周期' },
  fastDeployment: { kind: 'duration', value: 6, unit: 'month', under: true, label: '超级应用上线周期' },
  monitoring: { kind: 'always', label: '全天候监控' },
  lowerCosts: { kind: 'percent', value: 40, upTo: true, label: '交易成本降低' },
} as const satisfies Record<string, Figure>;

export type FigureId = keyof typeof figures;

/** The results the company reports for its implementations (the home page and the case studies). */
export const resultFigures: FigureId[] = ['implementations', 'performance', 'deployment', 'lowerCosts'];
