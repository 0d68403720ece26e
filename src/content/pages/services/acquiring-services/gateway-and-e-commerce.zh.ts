import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '网关与电子商务',
  seoTitle: '电商支付网关：银行卡、钱包与银行转账',
  description:
    '通过一个 RESTful API 在线受理银行卡、钱包和银行转账，实时处理、覆盖全球，符合 PCI DSS 并内置欺诈防护。',
  blurb: '为电商商户提供托管收银台、插件和 REST API。',
  icon: 'i-lucide-shopping-cart',
  menu: { menu: 'acquiring-services', label: '网关与电子商务', order: 5 },
  aliases: ['/services/acquiring-services/online-payments'],
  intro:
    '网关与电子商务服务为线上商户提供统一的收银台，国内外客户常用的各种支付方式尽在其中，所有款项统一结算至同一账户。',
  mockup: {
    kind: 'browser',
    label: '示意图：网店在网关上的收款看板，显示今日销售额、最新的银行卡、钱包和银行转账付款，以及下一次结算付款',
    title: '恩托托手工艺 · 收款',
    subtitle: '今天',
    address: 'dashboard.gateway.example',
    blocks: [
      {
        kind: 'figures',
        items: [
          { label: '今日销售额', value: 'ETB 84,350' },
          { label: '付款笔数', value: '126' },
          { label: '币种', value: '4' },
        ],
      },
      {
        kind: 'rows',
        title: '最新付款',
        items: [
          { icon: 'i-lucide-credit-card', title: '银行卡 •••• 4821', meta: '3D Secure · 14:02', amount: 'ETB 2,350.00' },
          { icon: 'i-lucide-wallet', title: '移动钱包', meta: '在 App 中支付 · 13:55', amount: 'ETB 640.00' },
          { icon: 'i-lucide-landmark', title: '银行转账', meta: '已确认 · 13:20', amount: 'ETB 12,000.00' },
        ],
      },
      {
        kind: 'rows',
        title: '结算',
        items: [
          { icon: 'i-lucide-calendar-clock', title: '下一次付款', meta: '明天，转入账户 •••• 3307', amount: 'ETB 81,942.50' },
          { icon: 'i-lucide-receipt', title: '今日手续费', meta: '银行卡、钱包和转账', amount: 'ETB 2,407.50' },
        ],
      },
    ],
  },
  highlights: [
    {
      icon: 'i-lucide-wallet-cards',
      title: '支付方式一应俱全',
      description:
        '国际与国内卡组织的银行卡、移动钱包、银行转账和二维码支付，全部集成在一个收银台中。',
    },
    {
      icon: 'i-lucide-globe',
      title: '全球支付处理',
      description:
        '支持以150多种货币标价和收款，并在有助于提升授权通过率的市场提供本地收单。',
    },
    {
      icon: 'i-lucide-code-xml',
      title: 'RESTful API',
      description:
        '简洁的 REST API，支持幂等请求、Webhook 和沙箱密钥，并为主流建站平台提供 SDK 和插件。',
      details:
        '定期扣款、卡片存储、支付链接以及面向多商户平台的分账功能，均可通过同一 API 实现。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '多种支付方式：银行卡、移动钱包和银行转账',
      '全球支付处理，支持150多种货币，并提供本地收单选项',
      'RESTful API 集成，并提供 Webhook 回调、SDK 与电商平台插件',
      '实时处理，支付状态即时可见',
      '托管收银台、支付链接与定期扣款',
      '卡片令牌化存储，实现一键复购',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '收银流程快捷、支付方式契合客户偏好，转化率更高',
      '全球覆盖：向海外客户销售，以本币收款',
      '内置 PCI DSS 合规与欺诈防护，支持 3D Secure 和风险评分',
      '销售额、授权通过率与支付方式分析',
    ],
  },
  stats: [
    { figure: 'currencies', label: '支持币种' },
    'apiCalls',
  ],
  flow: {
    title: '一个收银台，支持所有支付方式',
    intro: '网店只需调用一次 API；网关将每笔支付送往其支付方式所需的渠道，并把所有结果汇集到一处。',
    nodes: [
      { icon: 'i-lucide-user-round', label: '购物者' },
      { icon: 'i-lucide-store', label: '网店' },
      { icon: 'i-lucide-waypoints', label: '网关', ours: true },
      { icon: 'i-lucide-credit-card', label: '卡组织' },
      { icon: 'i-lucide-wallet', label: '移动钱包' },
      { icon: 'i-lucide-landmark', label: '银行' },
    ],
    phases: [
      {
        title: '付款',
        steps: [
          { from: 0, to: 1, label: '结账时选择银行卡、钱包或银行转账' },
          { from: 1, to: 2, label: '通过一次 REST API 调用创建支付' },
          { from: 2, to: 3, label: '银行卡：经收单机构和卡组织授权，并进行 3D Secure 验证' },
          { from: 2, to: 4, label: '钱包：购物者的钱包 App 中弹出付款请求' },
          { from: 2, to: 5, label: '银行转账：向购物者的银行发出付款指令' },
          { from: 2, to: 1, label: '通过 Webhook 实时发送结果' },
        ],
      },
      {
        title: '收款',
        steps: [
          { from: 2, to: 2, label: '在同一账本中核对所有支付方式' },
          { from: 2, to: 1, label: '以商户的币种统一结算，并附报表' },
        ],
      },
    ],
  },
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次电商网关演示' },
    { kind: 'link', label: '多商户平台支付', to: '/use-cases/marketplace' },
  ],
} satisfies PageContent;
