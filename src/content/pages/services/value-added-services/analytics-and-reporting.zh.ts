import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '分析与报表',
  seoTitle: '支付数据分析、仪表板与监管报送',
  description:
    '基于您的银行卡、钱包和收单交易数据，提供实时仪表板、预测分析、客户细分和自定义报表。',
  blurb: '覆盖每个账户、每笔交易的仪表板、客户细分与自定义报表。',
  icon: 'i-lucide-chart-column',
  menu: { menu: 'value-added-services', label: '分析与报表', order: 5 },
  aliases: ['/services/value-added-services/customer-analytics'],
  intro:
    '分析与报表将所有交易、客户和商户整合到统一的数据模型中，让管理层、产品和合规团队都基于同一套实时数据开展工作。',
  highlights: [
    {
      icon: 'i-lucide-gauge',
      title: '实时仪表板',
      description:
        '交易量、通过率、收入和活跃客户数随交易实时更新，可按产品、渠道和地区查看。',
    },
    {
      icon: 'i-lucide-chart-pie',
      title: '客户细分',
      description:
        '按价值、行为和生命周期阶段对客户分组，并将客群直接推送至营销和忠诚度活动。',
    },
    {
      icon: 'i-lucide-file-text',
      title: '自定义报表与监管报表',
      description:
        '通过拖放式设计器自行构建报表，按计划通过电子邮件发送，并按规定格式生成央行报送材料。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '交易、收入与业绩的实时仪表板',
      '交易量、现金需求和客户流失的预测分析',
      '按价值、行为和生命周期进行客户细分',
      '自定义报表，支持定时发送并导出为 Excel、PDF 和 CSV',
      '自动生成监管报表和卡组织报表',
      '数据可导出至您的数据仓库或 BI 工具',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '基于最新数据决策，而不是上个月的电子表格',
      '减少编制管理报表和监管报表的人工投入',
      '更早预警通过率下滑或客户流失上升',
      '全机构统一、可信的数据来源',
    ],
  },
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次分析与报表演示' },
    { kind: 'link', label: 'AI 洞察', to: '/services/value-added-services/ai-insights' },
  ],
} satisfies PageContent;
