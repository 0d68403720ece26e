import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: '新型银行解决方案',
  seoTitle: '创办新型银行：商业模式、牌照路径与技术平台',
  description:
    '创办您自己的数字银行，提供账户、银行卡、信贷、投资、企业银行和保险服务，约6个月即可上线。',
  blurb: '把持牌数字银行当作一项事业来创办，从商业计划到第一位客户。',
  icon: 'i-lucide-rocket',
  menu: { menu: 'use-cases', label: '新型银行', order: 3 },
  badge: '数字银行平台',
  intro:
    '创办新型银行首先是一项商业决策，其次才是技术决策。我们帮助创始人、推出数字品牌的银行以及进军金融领域的非银行品牌，从商业计划走到第一位客户：产品设计、监管准备、合作银行，以及上线第一天即完整的产品组合。',
  mockup: {
    kind: 'phone',
    label: '示意图：新型银行 App 的账户总览，显示余额、虚拟借记卡、储蓄目标和今日收支',
    title: '晚上好，莉娅',
    subtitle: '个人银行',
    blocks: [
      { kind: 'balance', label: '活期账户', value: 'ETB 48,215.75', note: '账号 •••• 3307' },
      { kind: 'card', label: '虚拟借记卡', number: '•••• •••• •••• 4821', holder: 'Liya Alemu', expiry: '09/29' },
      { kind: 'progress', label: '储蓄目标：一台新笔记本电脑', value: '62%', percent: 62 },
      {
        kind: 'rows',
        title: '今天',
        items: [
          { icon: 'i-lucide-briefcase', title: '工资 · 耶卡物流', meta: '转入', amount: '+ETB 32,000.00', credit: true },
          { icon: 'i-lucide-shopping-basket', title: '格贝亚生鲜', meta: '刷卡消费', amount: '−ETB 1,284.50' },
        ],
      },
    ],
  },
  features: [
    {
      icon: 'i-lucide-user-round',
      title: '账户服务',
      description:
        '用手机几分钟内开立活期和储蓄账户，即时获得 IBAN 或账号，并提供对账单和储蓄目标。',
    },
    {
      icon: 'i-lucide-credit-card',
      title: '银行卡服务',
      description:
        '注册时即发放虚拟卡，实体借记卡数日内送达，可在 App 中冻结卡片、设置限额和管理 PIN。',
    },
    {
      icon: 'i-lucide-chart-line',
      title: '投资服务',
      description:
        '通过持牌合作伙伴提供定期存款、国库券和货币市场基金，支持零钱凑整投资和定投计划。',
    },
    {
      icon: 'i-lucide-hand-coins',
      title: '信贷服务',
      description:
        '基于账户和交易数据实时评分的工资预支、个人贷款和先买后付。',
    },
    {
      icon: 'i-lucide-briefcase',
      title: '企业银行',
      description:
        '面向中小企业和个体经营者的账户，支持开票、批量付款、多用户审批，以及 POS 和二维码商户收款。',
    },
    {
      icon: 'i-lucide-umbrella',
      title: '保险服务',
      description:
        '来自保险合作伙伴的嵌入式寿险、健康险、设备险和信贷保障险，在 App 内即可投保和理赔。',
    },
  ],
  lists: [
    {
      title: '从构想到上线',
      items: [
        '商业论证与产品战略研讨会',
        '牌照路径：自有牌照、合作银行或银行即服务',
        '按您的品牌形象设计品牌、App 和客户旅程',
        '对接卡组织、交换网络和征信机构',
        '先面向员工和友好客户试点，再公开上线',
        '增长支持：数据分析、营销活动和新产品',
      ],
    },
    {
      title: '为什么是现在',
      items: [
        '年轻、移动优先的人口，期待在手机上办理银行业务',
        '国家身份系统和即时支付通道让远程开户切实可行',
        '监管机构正向数字银行和金融科技合作开放市场',
        '纯数字化的成本结构让小额余额也能盈利',
      ],
    },
  ],
  stats: [
    'adoption',
    'merchants',
    { figure: 'deployment', label: '平均上线周期' },
    { figure: 'lowerCosts', label: '交易成本低于传统通道' },
  ],
  impact: [
    {
      icon: 'i-lucide-piggy-bank',
      title: '服务成本优势',
      description: '没有网点、运营自动化，让您能够盈利地服务传统银行无法覆盖的客户。',
    },
    {
      icon: 'i-lucide-layers',
      title: '上线即拥有完整产品线',
      description: '从第一天起提供账户、银行卡、信贷和保险，让客户有理由把您作为主要银行。',
    },
    {
      icon: 'i-lucide-gauge',
      title: '更快实现收入',
      description: '预集成的平台缩短了从投资到获得交换费、贷款和手续费收入的路径。',
    },
  ],
  actions: [
    { kind: 'contact', label: '开启您的旅程', topic: '一次关于创办新型银行的交流' },
    { kind: 'document', label: '下载商业论证', to: '/documents/neobank-business-case' },
  ],
} satisfies PageContent;
