import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: '超级应用',
  seoTitle: '超级应用平台：支付、银行与生活服务尽在一个 App',
  description:
    '打造集钱包、银行、电商和合作伙伴小程序于一体的超级应用，统一身份、统一收银台，不到6个月即可上线。',
  blurb: '一个 App 满足支付、银行和日常生活服务。',
  icon: 'i-lucide-layout-grid',
  menu: { menu: 'use-cases', label: '超级应用', order: 8 },
  badge: '一站式平台',
  intro:
    '超级应用能否在手机首屏占据一席之地，取决于它是否每天多次派上用场。我们的平台将钱包和银行核心与小程序框架相结合，您和合作伙伴可以围绕同一个可信身份和同一种支付方式，添加出行、餐饮、购物、生活缴费和政务服务。',
  features: [
    {
      icon: 'i-lucide-puzzle',
      title: '小程序框架',
      description:
        '合作伙伴使用我们的 SDK 和 API 开发小程序，经您审核后即可发布，无需发布主 App 的新版本。',
    },
    {
      icon: 'i-lucide-wallet',
      title: '嵌入式钱包与收银台',
      description:
        '每个小程序都使用同一个钱包、已保存的银行卡和先买后付，客户在任何地方都能一键支付。',
    },
    {
      icon: 'i-lucide-fingerprint',
      title: '单点登录',
      description:
        '各项服务共享同一个经过验证的身份和授权同意模型，数据仅在用户批准后才会提供给合作伙伴。',
    },
    {
      icon: 'i-lucide-message-circle',
      title: '聊天与社交支付',
      description:
        '在对话中转账、分摊账单，并向群组发起收款。',
    },
    {
      icon: 'i-lucide-landmark',
      title: '政务与公共事业服务',
      description:
        '在同一个 App 中缴纳税费、学费和水电费，并使用数字身份和电子证照。',
    },
  ],
  lists: [
    {
      title: '典型小程序',
      items: [
        '网约车和公共交通票务',
        '外卖和生鲜杂货',
        '电商和本地交易平台',
        '话费、流量套餐和生活缴费',
        '保险、储蓄和小额贷款',
        '活动、电影和旅行预订',
      ],
    },
    {
      title: '平台运营',
      items: [
        '合作伙伴门户，支持分润结算',
        '小程序审核与发布管理',
        '跨服务的营销活动、优惠券和忠诚度计划',
        '覆盖每个小程序的用户活跃度分析',
      ],
    },
  ],
  stats: [
    'fastDeployment',
    'partners',
    'apiCalls',
    { figure: 'adoption', label: '采用率提升' },
  ],
  impact: [
    {
      icon: 'i-lucide-repeat',
      title: '每日高频活跃',
      description: '日常生活服务让客户每天多次回访，频率远超单一的银行 App。',
    },
    {
      icon: 'i-lucide-coins',
      title: '多元化收入',
      description: '在同一生态中，通过支付、合作伙伴佣金、广告和金融产品创收。',
    },
    {
      icon: 'i-lucide-database',
      title: '更完整的客户画像',
      description: '经用户同意的跨服务数据，可提升信用评分和个性化优惠的精准度。',
    },
  ],
  actions: [
    { kind: 'contact', label: '规划您的超级应用', topic: '一次超级应用规划研讨' },
    { kind: 'link', label: '查看客户案例', to: '/use-cases/case-studies' },
  ],
} satisfies PageContent;
