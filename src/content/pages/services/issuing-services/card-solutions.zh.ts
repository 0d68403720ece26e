import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '卡片解决方案',
  seoTitle: '卡片解决方案：覆盖各类卡项目的发卡与处理',
  description:
    '借记卡、信用卡、预付卡、虚拟卡和联名卡项目运行在同一发卡与处理平台上，从产品设计到交易授权一站完成。',
  blurb: '借记卡、信用卡、预付卡和联名卡项目，从设计、发行到运营全程负责。',
  icon: 'i-lucide-credit-card',
  menu: { menu: 'issuing-services', label: '卡片解决方案', order: 5 },
  intro:
    '卡片解决方案将您运营的所有卡项目汇聚到同一发卡与处理平台上，涵盖产品配置、授权、清算、结算、争议处理和持卡人自助服务。',
  highlights: [
    {
      icon: 'i-lucide-layers',
      title: '覆盖所有卡种',
      description: '借记卡、信用卡、预付卡、虚拟卡、礼品卡和联名卡，同一平台全部支持。',
    },
    {
      icon: 'i-lucide-activity',
      title: '实时授权',
      description: '依据余额、限额、管控规则和欺诈规则，毫秒级完成授权。',
    },
    {
      icon: 'i-lucide-arrow-left-right',
      title: '清算与结算',
      description: '卡组织清算、对账和争议处理流程全面自动化。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '产品工厂，支持借记卡、信用卡、预付卡和联名卡项目',
      '实时授权，限额和管控规则均可配置',
      '连接国际和国内卡组织',
      '信用卡账单、对账单、利息和分期计划',
      '清算、结算、对账和拒付管理',
      '与卡片个人化、令牌化和反欺诈服务无缝集成',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '新卡项目数周即可上线，而非数月',
      '一个平台、一支团队，告别每种卡一套系统',
      '完整的卡产品线带来交换费、手续费和利息收入',
      '由我们运营、符合 PCI DSS 的处理服务',
    ],
  },
  stats: [
    { figure: 'responseTime', label: '授权响应时间' },
    { figure: 'reliability', label: '处理可靠性' },
    { figure: 'monitoring', label: '欺诈监控' },
  ],
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次卡片解决方案演示' },
    { kind: 'link', label: '卡管理应用场景', to: '/use-cases/card-management' },
  ],
} satisfies PageContent;
