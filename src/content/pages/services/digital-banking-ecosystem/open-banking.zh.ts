import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '开放银行',
  seoTitle: '开放银行：面向合作伙伴的托管 API 平台',
  description:
    '通过经客户授权的安全 API，向合作伙伴开放账户、支付和客户数据，并配套开发者门户、沙箱环境和用量分析。',
  blurb: '托管式 API 层，为第三方服务商提供授权管理、伙伴接入和用量分析。',
  icon: 'i-lucide-plug',
  menu: { menu: 'digital-banking-ecosystem', label: '开放银行', order: 8 },
  aliases: ['/services/digital-banking-ecosystem/open-banking-ai'],
  intro:
    '我们的开放银行平台在您的核心系统前端搭建一层安全、文档完备的 API，让金融科技公司、商户和企业在客户授权的前提下，基于您的账户和支付能力开发各类服务，从线上结账到 POS 收款。',
  highlights: [
    {
      icon: 'i-lucide-lock-keyhole',
      title: '授权管理',
      description: '客户可按合作伙伴和数据类型授予、查看和撤销访问权限。',
    },
    {
      icon: 'i-lucide-code-xml',
      title: '开发者门户',
      description: '为合作伙伴开发者提供文档、沙箱数据和自助申请的 API 密钥。',
    },
    {
      icon: 'i-lucide-sparkles',
      title: '为 AI 准备好的数据',
      description: '经分类且已获授权的交易数据，可用于信用评分和个人理财洞察。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '账户信息、支付发起和资金确认 API',
      '基于 OAuth 2.0 和 OpenID Connect 的安全机制，支持双向 TLS',
      '客户授权面板，可授予、查看和撤销授权',
      '开发者门户，提供沙箱、API 密钥和文档',
      '限流、监控及按合作伙伴统计的用量分析',
      '交易分类，支撑评分和洞察服务',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '通过 API 产品和合作伙伴渠道开辟新收入',
      '以更少的定制开发满足开放银行和数据共享监管要求',
      '合作伙伴自助接入，数天即可完成',
      '安全、授权和数据访问集中管控',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次开放银行平台演示' }],
} satisfies PageContent;
