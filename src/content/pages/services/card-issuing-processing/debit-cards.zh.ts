import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '借记卡',
  seoTitle: '关联活期与储蓄账户的借记卡发卡',
  description:
    '发行与活期账户、储蓄账户及钱包账户实时关联的借记卡，支持芯片加密码交易、非接触支付和令牌化手机支付。',
  blurb: '与账户关联的借记卡，每笔交易按核心系统余额实时授权。',
  icon: 'i-lucide-landmark',
  intro:
    '借记卡是客户与账户之间最日常的纽带。我们直接依据您核心银行系统中的实时余额，为每一笔消费和取现完成授权。',
  highlights: [
    {
      icon: 'i-lucide-network',
      title: '与核心系统实时集成',
      description:
        '授权时通过 ISO 8583 或 REST 连接器，在您的核心银行系统或我们自有的账本上检查并冻结客户账户资金。',
    },
    {
      icon: 'i-lucide-id-card',
      title: '网点即时制卡',
      description:
        '客户稍候片刻即可拿到个性化 EMV 卡；也可先在 App 中发放虚拟卡，实体卡寄到前即可使用。',
    },
    {
      icon: 'i-lucide-smartphone',
      title: '支持移动钱包',
      description:
        '将借记卡以令牌形式载入移动钱包，凡支持非接触支付之处，客户都能用手机付款。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '支持国内及国际卡组织的 EMV 芯片加密码和非接触借记卡',
      '一卡关联多个账户，每个渠道可指定主账户',
      '实时余额检查、资金冻结，以及过期预授权的自动释放',
      '用卡管控：渠道开关、ATM 与 POS 每日限额、出行报备',
      '可在 ATM、App 内或通过安全短信设置和修改密码',
      '争议与拒付处理与卡片档案无缝集成',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '推动客户从现金转向用卡，提升账户活跃度',
      '每笔消费都带来交换费收入',
      '客户自助付款和取现，减少网点到访',
      '您提供的所有账户类型共用一个处理平台',
    ],
  },
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次借记卡项目演示' },
    { kind: 'link', label: '核心银行', to: '/use-cases/core-banking' },
  ],
} satisfies PageContent;
