import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '多币种卡',
  seoTitle: '面向旅行者和企业的多币种卡',
  description:
    '一张卡即可持有多种货币余额：消费时自动选择币种匹配的钱包，兑换汇率公开透明，出行和跨国经营都更省心。',
  blurb: '一卡多币种钱包，消费时汇率透明。',
  icon: 'i-lucide-globe',
  intro:
    '多币种卡让旅行者、留学生、出口商和海外侨民家庭在一张卡上持有并使用多种货币，像当地人一样付款，不必每笔消费都承担换汇费用。',
  highlights: [
    {
      icon: 'i-lucide-coins',
      title: '智能选择钱包',
      description:
        '授权时优先从币种匹配的钱包扣款，余额不足时再使用客户设定的默认钱包，并明示汇率。',
    },
    {
      icon: 'i-lucide-arrow-left-right',
      title: '锁定汇率兑换',
      description:
        '持卡人可在 App 中按报价汇率在各币种钱包间转账，报价有效期内汇率保持不变。',
    },
    {
      icon: 'i-lucide-plane',
      title: '为出行和贸易而生',
      description:
        'ATM 免费取现额度、出行报备和全球受理，让一张卡在国内外都能派上用场。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '一张卡可开设多个币种钱包，可选币种超过150种',
      '消费时自动选择币种匹配的钱包',
      'App 内兑换，提供限时有效的报价汇率',
      '可按货币对和客户群体配置外汇点差',
      '外币额度的监管限额与报送',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '赚取外汇收入，点差由您掌控',
      '持卡人不再为每笔消费支付换汇费，成本更低',
      '对旅行者、留学生和从事国际贸易的企业极具吸引力',
      '减少现钞外币购汇及相应的现金处理工作',
    ],
  },
  stats: ['currencies'],
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次多币种卡演示' },
    { kind: 'link', label: '全球支付', to: '/use-cases/global-payments' },
  ],
} satisfies PageContent;
