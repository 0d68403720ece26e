import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '数字平台',
  seoTitle: '支撑手机银行与网上银行应用的数字平台',
  description:
    '驱动您的数字银行和手机银行应用的平台：流程、内容、功能开关均可配置，发布新版本无需重新构建 App。',
  blurb: '支撑手机银行和网页银行应用的可配置平台：业务流程、内容与版本发布一站管理。',
  icon: 'i-lucide-app-window',
  menu: { menu: 'digital-banking-ecosystem', label: '数字平台', order: 5 },
  aliases: ['/services/digital-banking-ecosystem/digital-mobile-app'],
  intro:
    '数字平台是您数字银行和手机银行应用背后的引擎：一套服务、流程和内容同时支撑 iOS、Android 和网页应用，让您的团队每周都能发布更新。',
  highlights: [
    {
      icon: 'i-lucide-smartphone',
      title: '白标应用',
      description: '基于共享组件构建、采用您品牌的原生 iOS、Android 应用及网页应用。',
    },
    {
      icon: 'i-lucide-sliders-horizontal',
      title: '配置即可，无需编码',
      description: '在控制台中修改业务流程、页面、内容和功能开关，并按客群逐步推送。',
    },
    {
      icon: 'i-lucide-blocks',
      title: '模块化服务',
      description: '储蓄目标、贷款、卡片或账单支付，均可作为模块接入同一后台。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '一套代码同时生成原生 iOS、Android 应用和响应式网页应用',
      '流程构建器，覆盖开户、信贷和服务流程',
      '横幅、优惠和 App 内消息的内容管理',
      '功能开关，可按客群或地区分阶段发布',
      '对接您的核心银行、卡片和支付系统的集成层',
      '内置数据分析、崩溃报告和 A/B 测试',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '数月而非数年，即可推出功能完整的数字银行和手机银行应用',
      '每周发布改进，无需等待应用商店审核',
      '手机端和网页端保持一致的产品体验',
      '保留现有核心系统，同时实现前端现代化',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次数字平台演示' }],
} satisfies PageContent;
