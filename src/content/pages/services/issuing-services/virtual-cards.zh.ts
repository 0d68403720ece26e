import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '虚拟卡',
  seoTitle: '虚拟卡：通过 API 或 App 即时发卡',
  description:
    '数秒内即可发行虚拟借记卡、预付卡和信用卡，用于线上消费、订阅服务和企业费用支出，每张卡均可单独设定消费限额。',
  blurb: '即时发放卡号，用于线上消费、订阅服务和移动钱包。',
  icon: 'i-lucide-wallet-cards',
  menu: { menu: 'issuing-services', label: '虚拟卡', order: 3 },
  aliases: ['/services/card-issuing-processing/virtual-cards'],
  intro:
    '有了虚拟卡，您的个人和企业客户在获批的那一刻就能拿到可用卡号，无需等待实体卡印制，即可用于线上结账、订阅服务和移动钱包。',
  highlights: [
    {
      icon: 'i-lucide-zap',
      title: '即时发卡',
      description: '通过 API 或在 App 内创建卡片，数秒内即可在线使用。',
    },
    {
      icon: 'i-lucide-coins',
      title: '一次性与多次使用',
      description: '一次性卡用于单笔消费，长期卡用于订阅服务和供应商付款。',
    },
    {
      icon: 'i-lucide-building-2',
      title: '企业费用管理',
      description: '为每位员工、每个项目或每家供应商分配专属卡片和独立预算。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '通过 REST API、银行 App 或后台即时发卡',
      '一次性、多次使用和锁定商户的卡片类型',
      '每张卡可单独设置消费限额、有效期和商户类别规则',
      '在 App 内安全展示卡片信息，数据不经过您的服务器',
      '推送开通至移动钱包，在门店 POS 终端上碰一碰支付',
      '可按需转换为实体卡',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '客户开户即可消费',
      '纯线上用户无需卡基、印制和配送成本',
      '欺诈更少：一次性卡号即使泄露也无法再次使用',
      '企业的费用管控和对账更简单',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次虚拟卡演示' }],
} satisfies PageContent;
