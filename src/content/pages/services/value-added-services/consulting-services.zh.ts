import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '咨询服务',
  seoTitle: '金融科技与数字银行咨询',
  description:
    '由亲手构建并运营支付平台的团队，为您提供数字化战略、技术架构、监管合规和流程优化咨询。',
  blurb: '来自支付系统建设者的战略、架构与合规建议。',
  icon: 'i-lucide-lightbulb',
  menu: { menu: 'value-added-services', label: '咨询服务', order: 7 },
  intro:
    '我们的顾问曾亲自上线钱包、银行卡项目和收单网络，并将这些实战经验带入您的战略、架构和监管决策之中。',
  highlights: [
    {
      icon: 'i-lucide-compass',
      title: '数字化战略',
      description:
        '为新型银行、钱包、先买后付和银行卡项目提供市场规模测算、产品路线图和商业论证。',
    },
    {
      icon: 'i-lucide-layers',
      title: '技术架构',
      description:
        '目标架构设计、供应商选型，以及从传统核心系统和交换系统迁移至实时、API 优先平台的方案。',
    },
    {
      icon: 'i-lucide-file-check',
      title: '监管合规',
      description:
        '牌照申请、PCI DSS 合规准备、反洗钱与反恐融资（AML/CFT）框架以及央行报送要求。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '数字化战略与产品路线图',
      '技术架构评审与目标架构设计',
      '监管合规：牌照、PCI DSS、AML/CFT 与数据保护',
      '针对客户开户、运营和客户服务的流程优化',
      '供应商选型与实施保障',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '决策立足于真实的项目实施经验',
      '缩短产品上线和获得监管批准的时间',
      '降低大型技术项目的风险',
      '日常运营效率获得可衡量的提升',
    ],
  },
  stats: [
    { figure: 'implementations', label: '实施项目' },
    { figure: 'deployment', label: '平均部署周期' },
  ],
  actions: [
    { kind: 'contact', label: '预约咨询', topic: '一次咨询合作洽谈' },
    { kind: 'document', label: '新型银行商业论证', to: '/documents/neobank-business-case' },
  ],
} satisfies PageContent;
