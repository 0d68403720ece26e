import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: '数字交易平台支付',
  seoTitle: '交易平台支付：分账、担保交易与卖家结算',
  description:
    '通过一个交易平台支付 API，即可向买家收款、在卖家之间分账、担保托管资金，并付款至银行账户和钱包。',
  blurb: '面向多商户平台的分账、担保交易和付款。',
  icon: 'i-lucide-shopping-bag',
  menu: { menu: 'use-cases', label: '交易平台', order: 5 },
  badge: '多方支付',
  intro:
    '交易平台需要同时在多方之间流转资金：买家、卖家、骑手和平台自身。我们的交易平台支付方案支持各种支付方式收款，自动拆分每笔订单，并按您设定的周期向各方付款，背后有一本清晰的账本支撑。',
  features: [
    {
      icon: 'i-lucide-split',
      title: '自动分账',
      description:
        '在支付完成的那一刻，即将每笔订单在卖家、配送伙伴和您的佣金之间分配。',
    },
    {
      icon: 'i-lucide-lock',
      title: '担保交易与延迟结算',
      description:
        '资金托管至确认收货，随后自动释放，或在争议解决后释放。',
    },
    {
      icon: 'i-lucide-user-plus',
      title: '卖家入驻',
      description:
        '为卖家和服务商提供数字化 KYB 核验，并根据核验结果设置风险等级和付款限额。',
    },
    {
      icon: 'i-lucide-send',
      title: '灵活付款',
      description:
        '向卖家的银行账户、钱包或预付卡付款，可实时到账，也可按计划批量处理。',
    },
    {
      icon: 'i-lucide-credit-card',
      title: '支持各种支付方式',
      description: '银行卡、钱包、银行转账、二维码、先买后付，以及货到付款（现金或 POS 刷卡），统一对账。',
    },
  ],
  lists: [
    {
      title: '适用平台',
      items: [
        '电商和多商户零售平台',
        '外卖和网约车 App',
        'B2B 采购和农产品交易平台',
        '预订和票务平台',
        '零工和自由职业平台',
      ],
    },
    {
      title: '管控与合规',
      items: [
        '每个卖家独立子账本，余额实时更新',
        '拆分订单的全额退款、部分退款和冲正',
        '对买家和卖家进行欺诈筛查',
        '按卖家生成税费和佣金报表',
      ],
    },
  ],
  stats: [
    'lowerCosts',
    { figure: 'currencies', label: '币种' },
    'merchants',
    'partners',
  ],
  impact: [
    {
      icon: 'i-lucide-handshake',
      title: '卖家更满意',
      description: '快速、可预期的付款和清晰的对账单，让卖家持续在您的平台上架。',
    },
    {
      icon: 'i-lucide-clipboard-check',
      title: '减少人工对账',
      description: '每笔分账、费用和退款都自动过账，财务只需几天而非几周即可完成月结。',
    },
    {
      icon: 'i-lucide-shield-check',
      title: '买卖双方互信',
      description: '担保交易保护买家，卖家核验和欺诈筛查则保护平台。',
    },
  ],
  actions: [
    { kind: 'contact', label: '联系销售', topic: '一次交易平台支付咨询' },
    { kind: 'link', label: '查看客户案例', to: '/use-cases/case-studies' },
  ],
} satisfies PageContent;
