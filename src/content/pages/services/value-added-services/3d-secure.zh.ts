import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '3D Secure',
  seoTitle: '面向发卡机构的 3D Secure 2 访问控制服务器',
  description:
    '面向发卡机构的 EMV 3DS 2.0 访问控制服务器：基于风险的持卡人认证，让绝大多数线上购物无感通过验证。',
  blurb: 'EMV 3D Secure 2 认证，守护线上银行卡支付安全。',
  icon: 'i-lucide-fingerprint',
  menu: { menu: 'value-added-services', label: '3D Secure', order: 2 },
  aliases: ['/services/card-issuing-processing/3d-secure'],
  intro:
    '我们的 3D Secure 服务确认线上付款人就是真实持卡人：低风险交易静默通过，仅在风险需要时才要求生物识别或一次性验证码。',
  highlights: [
    {
      icon: 'i-lucide-gauge',
      title: '基于风险的认证',
      description:
        '丰富的 EMV 3DS 数据集——从商户和设备信息到持卡人历史记录——决定一笔交易是无感通过还是需要验证。',
    },
    {
      icon: 'i-lucide-smartphone',
      title: '验证轻松完成',
      description:
        '支持 App 内生物识别确认、推送通知或短信一次性验证码，适配持卡人的语言和任意设备。',
    },
    {
      icon: 'i-lucide-badge-check',
      title: '通过 EMV 3DS 2.0 认证的流程',
      description:
        '覆盖浏览器、App 和商户发起的交易流程，支持所有主要卡组织，并由我们为您管理与卡组织目录服务器的连接。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '线上银行卡支付的持卡人认证',
      '基于设备、商户和行为数据的风险认证',
      '低风险交易无感通过，持卡人无需任何操作',
      '支持 EMV 3DS 2.0 浏览器、App 内及商户发起的交易',
      '生物识别、推送和一次性验证码等多种验证方式',
      '发卡机构门户：规则配置、报表和认证历史',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '减少无卡交易中的欺诈',
      '经认证交易发生欺诈拒付时，责任转移至收单方',
      '符合 PSD2 强客户认证及同等的本地监管要求',
      '增强消费者对线上银行卡支付安全的信任',
    ],
  },
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次 3D Secure 演示' },
    { kind: 'link', label: '欺诈管理', to: '/services/value-added-services/fraud-management' },
  ],
} satisfies PageContent;
