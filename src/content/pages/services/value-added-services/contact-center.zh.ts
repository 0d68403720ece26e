import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '联络中心',
  seoTitle: '面向银行和支付服务商的全渠道联络中心',
  description:
    '为银行、钱包和收单机构提供全渠道客户支持：智能路由、7×24小时服务，以及坐席共享知识库。',
  blurb: '全天候、全渠道的客户支持，配备智能路由。',
  icon: 'i-lucide-headset',
  menu: { menu: 'value-added-services', label: '联络中心', order: 6 },
  intro:
    '无论客户通过哪个渠道联系您，我们的联络中心解决方案都能让客服团队在同一视图中查看该客户的银行卡、账户和近期交易。',
  highlights: [
    {
      icon: 'i-lucide-message-square',
      title: '全渠道支持',
      description:
        '语音、在线聊天、电子邮件、社交消息和 App 内会话集中在同一个坐席工作台，完整的历史记录一目了然。',
    },
    {
      icon: 'i-lucide-route',
      title: '智能路由',
      description:
        '按语言、客户价值和来电原因分配服务请求，让银行卡被冻结的客户直接对接使用其母语的银行卡专员。',
    },
    {
      icon: 'i-lucide-book-open',
      title: '知识管理',
      description:
        '可检索、经审核的标准答案和分步指南，帮助新坐席在首次接触时即解决问题。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '全渠道支持：语音、在线聊天、电子邮件、社交媒体和 App 内消息',
      '按语言、技能、来电原因和客户价值智能路由',
      '7×24小时服务，提供 IVR 自助服务和处理常见请求的聊天机器人',
      '知识管理：经审核的标准答案与话术',
      '坐席可直接操作银行卡和账户：冻结、补卡、重置 PIN、发起争议',
      '质量监控、通话录音和服务水平报表',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '更快解决问题，减少重复来电',
      '提供英语、当地语言和中文服务',
      '借助自助服务和智能路由降低单次服务成本',
      '提升客户满意度和留存率',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次联络中心演示' }],
} satisfies PageContent;
