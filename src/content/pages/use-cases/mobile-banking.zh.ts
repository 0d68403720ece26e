import type { PageContent } from '../../types';
import { mobileBankingStats } from './mobile-banking.shared';

export default {
  template: 'solution',
  title: '手机银行 App',
  seoTitle: '面向现有银行的手机银行 App',
  description:
    '可对接您现有核心系统的白标手机银行 App，支持转账、银行卡、账单支付、贷款和生物识别安全。',
  blurb: '为现有银行及其客户打造的全功能银行 App。',
  icon: 'i-lucide-tablet-smartphone',
  menu: { menu: 'use-cases', label: '手机银行', order: 9 },
  badge: '数字渠道',
  intro:
    '对于已有核心系统和客户基础的银行，实现数字化最快的途径是一款出色的手机 App。我们的 App 通过集成层对接您现有的核心系统，无需更换核心，就能让客户享受现代化的体验。',
  features: [
    {
      icon: 'i-lucide-plug',
      title: '对接您的核心系统',
      description:
        '预置适配器对接常见的核心银行系统，中间件层提供缓存，保护核心系统免受高峰负载冲击。',
    },
    {
      icon: 'i-lucide-arrow-left-right',
      title: '转账与支付',
      description:
        '本人账户间、行内、跨行及钱包转账，定期转账指令、二维码支付和账单支付。',
    },
    {
      icon: 'i-lucide-credit-card',
      title: '银行卡自助服务',
      description:
        '冻结和解冻银行卡、修改限额、申请补卡，并实时查看卡交易。',
    },
    {
      icon: 'i-lucide-hand-coins',
      title: '数字信贷',
      description:
        '在 App 内完成预审批授信、申请、电子签名和放款，并跟踪还款。',
    },
    {
      icon: 'i-lucide-fingerprint',
      title: '生物识别安全',
      description:
        '指纹和人脸登录、设备绑定、交易签名以及实时欺诈提醒。',
    },
  ],
  lists: [
    {
      title: '日常银行服务',
      items: [
        '余额、对账单和可下载的交易凭证',
        '话费、水电费和学费缴纳',
        '支票簿及各类服务申请',
        '网点和 ATM 查询',
        'App 内与 AI 助手及人工客服聊天',
      ],
    },
    {
      title: '为您的银行',
      items: [
        '您的品牌、配色和语言',
        '远程功能开关和分阶段发布',
        '营销横幅和精准优惠',
        '使用情况分析和客户反馈',
      ],
    },
  ],
  stats: mobileBankingStats,
  impact: [
    {
      icon: 'i-lucide-building',
      title: '为网点减负',
      description: '日常交易转移到手机上，网点员工可专注于咨询和销售。',
    },
    {
      icon: 'i-lucide-smile',
      title: '更高的客户评价',
      description: '在零售银行业务中，一款快速、高可用性的 App 是客户满意度最大的驱动因素。',
    },
    {
      icon: 'i-lucide-trending-up',
      title: '数字化销售',
      description: '在 App 内销售贷款、银行卡和储蓄产品，成本仅为网点销售的一小部分。',
    },
  ],
  actions: [
    { kind: 'contact', label: '申请演示', topic: '一次手机银行 App 演示' },
    { kind: 'link', label: '了解数字银行服务', to: '/services/digital-banking-ecosystem' },
  ],
} satisfies PageContent;
