import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '预付卡',
  seoTitle: '预付卡发卡与处理',
  description:
    '基于实时账本推出可充值预付卡、工资卡和资金发放卡项目，实体卡与虚拟卡均可在数分钟内完成发放，快速投入使用。',
  blurb: '可充值与一次性卡片，适用于工资发放、福利、出行及无银行账户人群。',
  icon: 'i-lucide-wallet-cards',
  intro:
    '预付卡为可能没有银行账户的人群提供可消费、可管控的余额。您无需发放信贷，即可快速推出卡项目。',
  highlights: [
    {
      icon: 'i-lucide-users',
      title: '适配各类卡项目',
      description:
        '通用可充值卡、工资卡、社会救助卡、旅行卡、企业费用卡和学生卡，全部运行在同一个可配置的产品引擎上。',
      details:
        '每款产品拥有独立的 BIN 号段、费率表、充值限额、MCC 限制和 KYC 等级，新项目只需配置，无需立项开发。',
    },
    {
      icon: 'i-lucide-refresh-cw',
      title: '随时随地充值',
      description:
        '可通过银行转账、钱包、代理网点现金存入、雇主批量文件或 API 充值，入账即可用。',
    },
    {
      icon: 'i-lucide-sliders-horizontal',
      title: '管控规则由项目方设定',
      description:
        '可按商户类别、渠道（如 POS 或线上）、国家或金额限制消费，持卡人也可在 App 中自行冻结和解冻卡片。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '虚拟卡即时发放，实体卡可批量或按需制卡',
      '多种充值渠道：银行转账、钱包、代理网点现金存入、批量工资文件和 API',
      '可按 MCC、渠道、地域、交易频次和单笔限额配置消费管控',
      '分级 KYC：持卡人完成认证后，余额和充值限额随之提升',
      '基于高可用性的复式记账账本实时授权，审计轨迹完整',
      '面向企业和项目管理方的门户，支持批量充值、退款和报表',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '在不承担信用风险的前提下，触达无银行账户和银行服务不足的客户',
      '为雇主、非政府组织和政府机构降低现金发放的成本与流失',
      '从发卡费、充值费和交换费中获得新收入',
      '基于现有产品模板配置，数周即可上市',
      '每笔充值和消费全程可见，便于对账与合规',
    ],
  },
  stats: [
    'uptimeSla',
    { figure: 'responseTime', label: '授权响应时间' },
  ],
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次预付卡项目演示' },
    { kind: 'link', label: '卡管理平台', to: '/use-cases/card-management' },
  ],
} satisfies PageContent;
