import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '忠诚度与奖励',
  seoTitle: '面向银行、钱包和商户的忠诚度与奖励计划',
  description:
    '在银行卡、钱包和商户支付中运营积分、返现和分级忠诚度计划，连接合作伙伴网络并提供个性化优惠。',
  blurb: '积分、返现和会员等级计划，让客户持续交易。',
  icon: 'i-lucide-award',
  menu: { menu: 'value-added-services', label: '忠诚度与奖励', order: 3 },
  aliases: ['/services/value-added-services/loyalty-rewards'],
  intro:
    '忠诚度与奖励让日常支付成为客户回头的理由：客户使用您的银行卡、钱包或在您的门店消费，即可获得积分、返现和会员等级奖励。',
  highlights: [
    {
      icon: 'i-lucide-badge-percent',
      title: '积分与返现',
      description:
        '按商户、品类、渠道或金额设置积分规则，积分可兑换返现、代金券、话费，或用于账单支付。',
    },
    {
      icon: 'i-lucide-users',
      title: '合作伙伴网络',
      description:
        '商户自行出资提供优惠、触达您的客户，而您可从每一笔合作伙伴出资的奖励中获得收益。',
    },
    {
      icon: 'i-lucide-target',
      title: '个性化优惠',
      description:
        '根据消费行为和客群精准推送优惠，在 App 内展示，并在支付时自动抵扣。',
      details:
        '每项活动均与对照组进行比较，让您清楚看到每项优惠真正带来的增量消费。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '银行卡、钱包和二维码支付均可累积积分与返现',
      '分级计划：会员等级、专属权益和晋级规则',
      '合作伙伴网络：商户出资的优惠及其结算',
      '基于消费、客群和位置的个性化优惠',
      '可兑换返现、代金券、话费、账单缴费和合作伙伴奖励',
      '活动管理器：预算、有效期管理和负债报表',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '奖励随客户忠诚度提升而增长，有效留住客户',
      '消费提升与合作伙伴出资活动带动收入增长',
      '洞察客户的购买偏好以及哪些优惠真正有效',
      '相较于没有奖励计划的服务商，建立竞争优势',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次忠诚度与奖励计划演示' }],
} satisfies PageContent;
