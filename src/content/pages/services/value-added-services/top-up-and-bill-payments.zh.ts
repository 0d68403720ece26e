import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '充值与账单支付',
  seoTitle: '手机充值与账单支付聚合',
  description:
    '只需一次集成，即可在您的 App、代理网点和分支机构中提供手机充值、水电账单、保险费和政务缴费服务。',
  blurb: '话费、水电、保险和政务缴费，覆盖您运营的每一个渠道。',
  icon: 'i-lucide-receipt-text',
  menu: { menu: 'value-added-services', label: '充值与账单支付', order: 4 },
  intro:
    '充值与账单支付服务将您的渠道与电信运营商、公用事业公司、保险公司和政府机构相连，客户在一处即可缴清所有日常账单，而您每笔都能赚取佣金。',
  highlights: [
    {
      icon: 'i-lucide-smartphone-charging',
      title: '手机充值',
      description:
        '支持所有主要运营商的话费和流量包，数秒到账，还可为家人设置定时充值。',
    },
    {
      icon: 'i-lucide-zap',
      title: '公用事业与生活服务',
      description:
        '电费充值码、水费、宽带和电视订阅，支持账单查询，让客户付款前清楚应缴金额。',
    },
    {
      icon: 'i-lucide-building-2',
      title: '政务与保险',
      description:
        '代收税款、执照和许可费用以及保险费，收款机构即时收到缴费确认。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '覆盖各运营商的话费与流量充值',
      '公用事业账单：电费、水费、宽带和付费电视',
      '保险费缴纳，支持保单查询并提供收据',
      '政务服务：税款、执照、许可及各类规费',
      '缴费机构入网、佣金配置与每日结算',
      '支持 App、USSD、网页、代理和网点等渠道',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '便捷：所有账单一处缴清，随时可付',
      '每笔充值和账单支付均可赚取佣金',
      '您的 App 成为客户每月必用的工具，提升客户留存',
      '推动过去需要排队和现金的缴费实现数字化转型',
    ],
  },
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次充值与账单支付演示' },
    { kind: 'link', label: '超级应用', to: '/use-cases/super-app' },
  ],
} satisfies PageContent;
