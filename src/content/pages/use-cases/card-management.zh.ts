import type { PageContent } from '../../types';
import { homeAnchors, homeHref } from '../../navigation';

export default {
  template: 'solution',
  title: '银行卡管理',
  seoTitle: '银行卡管理：发卡、管控与服务一站式完成',
  description:
    '在同一平台运营借记卡、信用卡、预付卡和虚拟卡组合，提供实时授权、消费管控和持卡人自助服务。',
  blurb: '覆盖卡组合中每一张卡的发卡、管控与服务。',
  icon: 'i-lucide-credit-card',
  menu: { menu: 'use-cases', label: '银行卡管理', order: 4 },
  badge: '卡全生命周期平台',
  intro:
    '一套系统覆盖银行卡的完整生命周期：产品设置、发卡、授权、管控、争议处理和续卡。卡业务团队自主配置产品，持卡人在 App 中管理自己的卡，运营团队实时掌握每一个事件。',
  mockup: {
    kind: 'phone',
    label: '示意图：卡片管理界面，显示一张借记卡、它的控制开关（冻结、网上支付、非接触支付、境外使用、ATM 取现）和每日限额',
    title: '卡片控制',
    subtitle: '借记卡 · 正常使用',
    blocks: [
      { kind: 'card', label: '借记卡', number: '•••• •••• •••• 4821', holder: 'Selam Haile', expiry: '04/28' },
      {
        kind: 'toggles',
        items: [
          { label: '冻结卡片', on: false },
          { label: '网上支付', on: true },
          { label: '非接触式支付', on: true },
          { label: '境外使用', on: false },
          { label: 'ATM 取现', on: true },
        ],
      },
      { kind: 'progress', label: '每日消费限额', value: 'ETB 3,400 / 10,000', percent: 34 },
    ],
  },
  features: [
    {
      icon: 'i-lucide-settings-2',
      title: '产品配置',
      description:
        '无需编码，即可为借记卡、信用卡、预付卡和多币种卡产品定义 BIN 号段、费用、限额、账单周期和奖励。',
    },
    {
      icon: 'i-lucide-zap',
      title: '即时发卡与虚拟卡',
      description:
        '开户时即发放虚拟卡并推送至移动钱包，同时完成实体卡的个人化制作和寄送。',
    },
    {
      icon: 'i-lucide-toggle-right',
      title: '持卡人自主管控',
      description:
        '冻结和解冻卡片，按渠道和商户类别设置限额，开启境外或线上使用，并可在 App 中安全查看 PIN。',
    },
    {
      icon: 'i-lucide-activity',
      title: '实时授权',
      description:
        '基于实时余额或信用额度在100毫秒内完成授权，主机不可达时启用代授权处理。',
    },
    {
      icon: 'i-lucide-scale',
      title: '争议与拒付',
      description:
        '引导式争议受理、符合卡组织规则的拒付流程，以及自动临时入账。',
    },
  ],
  lists: [
    {
      title: '支持的卡类型',
      items: [
        '关联活期和储蓄账户的借记卡',
        '支持循环额度和分期的信用卡',
        '预付卡、工资卡和礼品卡',
        '伊斯兰卡产品结构',
        '多币种旅行卡',
        '用于线上和移动支付的虚拟卡及令牌化卡',
      ],
    },
    {
      title: '运营工具',
      items: [
        '对接制卡中心个人化的制卡和 PIN 密码函接口',
        '带双人复核审批的后台控制台',
        '欺诈规则与 3D Secure 认证',
        '每日卡组织对账与结算文件',
      ],
    },
  ],
  stats: [
    { figure: 'responseTime', label: '授权时间' },
    { figure: 'reliability', label: '授权可靠性' },
    'currencies',
    { value: '即时', label: '虚拟卡发卡' },
  ],
  impact: [
    {
      icon: 'i-lucide-trending-up',
      title: '提升用卡频率',
      description: '即时虚拟卡和 App 内管控，让卡片从第一天就开始消费，而不必等到实体卡寄达。',
    },
    {
      icon: 'i-lucide-headset',
      title: '减少客服来电',
      description: '自助冻结、限额设置和 PIN 查看，消除了持卡人来电最常见的原因。',
    },
    {
      icon: 'i-lucide-rocket',
      title: '更快推出卡产品',
      description: '新的卡项目只需数周即可完成配置和测试，无需作为开发项目从头构建。',
    },
  ],
  actions: [
    { kind: 'contact', label: '申请演示', topic: '一次银行卡管理演示' },
    { kind: 'link', label: '了解银行卡服务', to: homeHref(homeAnchors.services) },
  ],
} satisfies PageContent;
