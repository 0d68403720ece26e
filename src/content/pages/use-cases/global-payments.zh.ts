import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: '全球支付处理',
  seoTitle: '全球支付处理：跨境收款与付款',
  description:
    '凭借智能路由、透明汇率和合规筛查，以150多种货币完成跨境收款与付款，成本最多降低40%。',
  blurb: '覆盖150多种货币的跨境收款与付款。',
  icon: 'i-lucide-globe',
  menu: { menu: 'use-cases', label: '全球支付', order: 10 },
  badge: '跨境支付',
  intro:
    '出口商、汇款公司、交易平台和跨国企业都需要快速、以可预期的成本跨境转移资金。我们的全球处理层通过一个 API，连接本地支付通道、卡组织和代理行合作伙伴。',
  features: [
    {
      icon: 'i-lucide-route',
      title: '智能路由',
      description:
        '每笔支付都会在本地通道、卡组织和合作伙伴之间，选择最便宜、最快速且合规的路径。',
    },
    {
      icon: 'i-lucide-coins',
      title: '多币种账户',
      description:
        '以150多种货币持有资金、收款和付款，并在主要市场提供用于收款的虚拟账号。',
    },
    {
      icon: 'i-lucide-badge-percent',
      title: '透明汇率',
      description:
        '实时汇率、清晰的加价幅度、报价锁汇，并通过轧差降低换汇成本。',
    },
    {
      icon: 'i-lucide-scan-search',
      title: '合规筛查',
      description:
        '对每一方进行制裁名单、政治公众人物（PEP）和 AML 检查，附带旅行规则数据和完整审计轨迹。',
    },
    {
      icon: 'i-lucide-send',
      title: '批量付款',
      description:
        '向供应商、卖家、自由职业者或汇款收款人批量付款，可付至银行账户、钱包或现金自提点。',
    },
  ],
  lists: [
    {
      title: '适用场景',
      items: [
        '汇入钱包和账户的国际汇款',
        '出口收汇和供应商付款',
        '交易平台和零工经济付款',
        '面向国际客户的银行卡受理',
        '埃塞俄比亚与中国贸易伙伴之间的支付',
      ],
    },
    {
      title: '您将获得',
      items: [
        '覆盖所有通道的统一 API 和控制台',
        '实时支付追踪和状态 Webhook',
        '每日对账文件和结算报表',
        '支持英语、阿姆哈拉语等本地语言以及中文的服务',
      ],
    },
  ],
  stats: [
    { figure: 'currencies', label: '币种' },
    'lowerCosts',
    'partners',
    'fasterProcessing',
  ],
  impact: [
    {
      icon: 'i-lucide-piggy-bank',
      title: '更低的单笔支付成本',
      description: '本地路由和轧差，避免了代理行费用和重复换汇。',
    },
    {
      icon: 'i-lucide-timer',
      title: '更快的现金流',
      description: '资金数小时内即可到账，而不是数天，企业按时收款，供应商按时获付。',
    },
    {
      icon: 'i-lucide-eye',
      title: '全程可视',
      description: '每笔支付端到端全程追踪，客户可随时查看状态更新。',
    },
  ],
  actions: [
    { kind: 'contact', label: '联系销售', topic: '一次关于跨境支付处理的通话' },
    { kind: 'link', label: '查看客户案例', to: '/use-cases/case-studies' },
  ],
} satisfies PageContent;
