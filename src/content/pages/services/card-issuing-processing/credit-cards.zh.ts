import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '信用卡',
  seoTitle: '信用卡发卡、处理与循环信贷',
  description:
    '端到端运营您的信用卡项目：额度审批、循环与分期余额管理、账单生成、逾期催收及实时授权，一套系统全面覆盖。',
  blurb: '循环信贷产品，额度、账单周期、利息与分期均可灵活配置。',
  icon: 'i-lucide-credit-card',
  intro:
    '我们的信用卡处理引擎覆盖账户全生命周期，从首次额度审批到每月账单一应俱全。您既能为持卡人提供灵活的信贷，又能让风控团队牢牢把控风险。',
  highlights: [
    {
      icon: 'i-lucide-gauge',
      title: '审批决策与额度管理',
      description:
        '接入您的评分卡或征信数据设定初始额度，再通过规则或 API 管理提额、降额和临时额度。',
    },
    {
      icon: 'i-lucide-calendar-clock',
      title: '契合本地市场的账单周期',
      description:
        '按产品配置账单日、免息期、最低还款额公式、计息方式和费用，账单自动生成。',
      details:
        '余额按类别分账管理（消费、取现、分期、费用），每类均可设定独立的利率和还款顺序。',
    },
    {
      icon: 'i-lucide-layers',
      title: '任意消费皆可分期',
      description:
        '持卡人可在消费时或事后在 App 中，将符合条件的交易转为按月等额分期。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '循环信用、记账卡与分期信贷产品共用同一账户结构',
      '信用额度管理，支持自动复审和临时提额',
      '利息、费用、免息期和最低还款规则均可配置',
      '账单自动生成，通过电子账单和短信送达',
      '逾期账龄分组、催收队列与还款提醒',
      '实时授权，内置可用额度检查和欺诈评分',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '一款产品同时带来利息、手续费和交换费收入',
      '及早识别逾期，降低信贷损失',
      '无需定制改造核心银行系统，产品上线更快',
      '持卡人可按自己的方式管理信贷，忠诚度更高',
    ],
  },
  stats: [
    { figure: 'reliability', label: '处理可靠性' },
    { figure: 'monitoring', label: '授权监控' },
  ],
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次信用卡处理演示' },
    { kind: 'link', label: '了解先买后付', to: '/use-cases/bnpl' },
  ],
} satisfies PageContent;
