import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '支付网关',
  seoTitle: '面向银行、收单机构和支付服务商的支付网关',
  description:
    '面向银行和支付服务商的白标支付网关：商户入网、托管收银台、智能路由至收单机构和卡组织，以及每日结算。',
  blurb: '一次对接，即可将银行卡、钱包和银行转账支付路由至各大卡组织。',
  icon: 'i-lucide-waypoints',
  menu: { menu: 'acquiring-services', label: '支付网关', order: 2 },
  intro:
    '我们的支付网关让收单银行和支付服务商拥有自有品牌的网关，只需一次集成，即可将线上商户连接至卡组织、本地转接网络和各类钱包。',
  highlights: [
    {
      icon: 'i-lucide-route',
      title: '智能路由',
      description:
        '按卡类型、币种、成本或成功率，将每笔交易路由至最优的收单机构或转接网络，并支持自动故障切换。',
    },
    {
      icon: 'i-lucide-building-2',
      title: '多商户、多租户',
      description:
        '在同一网关下运营二级商户、电商平台和聚合商，各自拥有独立的费率、限额和结算账户。',
    },
    {
      icon: 'i-lucide-code-xml',
      title: '适配每类商户的集成方式',
      description:
        '托管支付页面、嵌入式字段、移动端 SDK、主流电商平台插件，以及文档完善的 REST API。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '白标托管收银台，展示您的品牌并使用客户的语言',
      '基于规则的路由与故障切换，覆盖收单机构、转接网络和卡组织',
      '银行卡、钱包、银行转账和二维码等多种支付方式',
      '商户门户：交易、退款、出款和报表一站式管理',
      '支付流程内置 3D Secure 和欺诈筛查',
      '自动化结算、手续费计算与商户出款',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '自主掌握商户关系，而不是转售第三方网关',
      '借助路由与重试逻辑提高授权通过率',
      '现成插件和 SDK 助力商户更快上线',
      '从交易手续费、外汇兑换和增值服务中获得收入',
    ],
  },
  stats: [
    'partners',
    { figure: 'responseTime', label: '网关响应时间' },
  ],
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次支付网关演示' },
    { kind: 'link', label: '网关与电子商务', to: '/services/acquiring-services/gateway-and-e-commerce' },
  ],
} satisfies PageContent;
