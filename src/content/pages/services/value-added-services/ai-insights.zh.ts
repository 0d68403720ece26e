import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'AI 洞察',
  seoTitle: '客户与交易的 AI 洞察',
  description:
    '基于机器学习的客户与交易洞察：流失预测、最佳下一步推荐，以及源自支付行为的信用评分信号。',
  blurb: '流失、信用风险与最佳推荐预测模型，结果可直接付诸行动。',
  icon: 'i-lucide-brain-circuit',
  menu: { menu: 'value-added-services', label: 'AI 洞察', order: 9 },
  intro:
    'AI 洞察将机器学习应用于平台上已有的交易数据，告诉您哪些客户即将流失、每位客户接下来最可能需要什么，以及谁已具备授信条件。',
  highlights: [
    {
      icon: 'i-lucide-user-minus',
      title: '流失预测',
      description:
        '提前数周识别活跃度下降或资金外流的客户，在其销户之前及时挽留。',
    },
    {
      icon: 'i-lucide-target',
      title: '最佳下一步推荐',
      description:
        '在 App 和联络中心，向每位客户推荐其最可能接受的产品、优惠或提额。',
    },
    {
      icon: 'i-lucide-trending-up',
      title: '信用评分信号',
      description:
        '来自钱包和银行卡的收入规律性、消费稳定性和还款行为，帮助您为没有信用记录的客户评分。',
      details:
        '信号可解释，并作为特征输入您自己的信用模型，放贷决策始终由您的信贷团队掌握。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '每日更新每位客户的流失预测评分',
      '面向交叉销售和向上销售的最佳推荐',
      '基于交易与钱包行为的信用评分信号',
      '消费分类与收入识别',
      '可解释的模型输出，说明每项评分背后的原因',
      '评分可通过 API、仪表板及营销活动客群获取',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '在客户流失前采取行动，留住更多客户',
      '交叉销售活动转化率更高',
      '安全地向信用记录薄弱的客户放贷',
      '让已有数据创造价值',
    ],
  },
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次 AI 洞察演示' },
    { kind: 'link', label: '分析与报表', to: '/services/value-added-services/analytics-and-reporting' },
  ],
} satisfies PageContent;
