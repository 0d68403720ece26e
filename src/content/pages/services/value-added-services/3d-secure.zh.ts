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
      title: 'EMV 3DS 2.0 流程',
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
  flow: {
    title: '3D Secure 如何验证一笔支付',
    intro: 'EMV 3DS 2.0 让发卡机构依据丰富的数据判断每一笔网上消费：大多数交易无需持卡人任何操作即可通过，少数高风险交易则需快速验证。',
    nodes: [
      { icon: 'i-lucide-user-round', label: '持卡人' },
      { icon: 'i-lucide-shopping-cart', label: '商户' },
      { icon: 'i-lucide-server', label: '3DS 服务器' },
      { icon: 'i-lucide-network', label: '目录服务器' },
      { icon: 'i-lucide-fingerprint', label: '发卡机构 ACS', ours: true },
    ],
    phases: [
      {
        title: '每一笔消费',
        steps: [
          { from: 0, to: 1, label: '用银行卡在网上付款' },
          { from: 1, to: 2, label: '传递消费、卡片和设备数据' },
          { from: 2, to: 3, label: '发送认证请求' },
          { from: 3, to: 4, label: '转发至发卡机构的访问控制服务器' },
          { from: 4, to: 4, label: '根据消费信息、设备和持卡人的历史记录评估风险' },
        ],
      },
      {
        title: '低风险：无感验证',
        steps: [{ from: 4, to: 2, label: '经目录服务器立即完成认证：持卡人无需任何操作' }],
      },
      {
        title: '较高风险：挑战验证',
        steps: [
          { from: 4, to: 0, label: '要求在银行 App 中验证指纹、确认推送通知或输入一次性验证码' },
          { from: 0, to: 4, label: '完成确认' },
          { from: 4, to: 2, label: '经目录服务器返回结果' },
        ],
      },
      {
        title: '随后',
        steps: [
          { from: 2, to: 1, label: '将认证凭证交给商户' },
          { from: 1, to: 1, label: '携带认证凭证发起授权：欺诈责任随之转移至发卡机构' },
        ],
      },
    ],
  },
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次 3D Secure 演示' },
    { kind: 'link', label: '欺诈管理', to: '/services/value-added-services/fraud-management' },
  ],
} satisfies PageContent;
