import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'AI 聊天机器人',
  seoTitle: 'AI 银行聊天机器人与虚拟助手',
  description:
    '覆盖 App、网页和即时通讯渠道的多语言银行助手：解答问题、办理经身份验证的业务，并可转接人工坐席。',
  blurb: '多语言银行助手：解答疑问、办理经验证的请求，并可转接人工坐席。',
  icon: 'i-lucide-bot',
  menu: { menu: 'digital-banking-ecosystem', label: 'AI 聊天机器人', order: 9 },
  aliases: ['/services/digital-banking-ecosystem/ai-chatbot'],
  intro:
    '我们的 AI 聊天机器人全天候以客户熟悉的语言，处理占满联络中心的各类咨询和请求；其余问题连同完整对话记录一并转交人工处理。',
  highlights: [
    {
      icon: 'i-lucide-languages',
      title: '多语言支持',
      description: '可理解并使用英语、阿姆哈拉语、奥罗莫语及其他已配置语言进行回复。',
    },
    {
      icon: 'i-lucide-key-round',
      title: '经验证的业务操作',
      description: '客户在 App 内完成验证后，即可查询余额、冻结卡片和发起转账。',
    },
    {
      icon: 'i-lucide-headset',
      title: '转接人工',
      description: '将复杂问题连同对话内容和客户信息一并转给人工坐席。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '基于银行业务意图训练的自然语言理解',
      '可在手机应用、网页端，以及 WhatsApp、Telegram、Facebook Messenger 等即时通讯渠道中使用',
      '安全的账户操作：余额查询、迷你对账单、卡片冻结和转账',
      '回答内容以您审核通过的产品与政策资料为依据',
      '转接人工坐席时附带完整对话历史',
      '对话分析，发现未满足的需求并持续优化回答',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '大部分常规咨询无需人工即可解决',
      '以客户偏好的语言提供 24/7 服务',
      '联络中心排队更短，单次接触成本更低',
      '回答源自审核通过的内容，统一且合规',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次 AI 聊天机器人演示' }],
} satisfies PageContent;
