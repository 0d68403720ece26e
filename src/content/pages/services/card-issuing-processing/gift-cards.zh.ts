import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '礼品卡',
  seoTitle: '开环与闭环礼品卡项目',
  description:
    '为零售商、购物中心和企业客户发售自有品牌的实体及电子礼品卡，支持批量订购、有效期规则配置和沉淀收益报表。',
  blurb: '面向零售商、企业客户和营销活动的闭环与开环礼品卡。',
  icon: 'i-lucide-gift',
  intro:
    '礼品卡把零售商或商场的品牌变成一款预付产品：顾客买来送礼，企业买来奖励员工，每一张卡都会为门店带来新的客流。',
  highlights: [
    {
      icon: 'i-lucide-store',
      title: '开环与闭环',
      description:
        '可发行仅限单一品牌或商场内门店使用的闭环卡，也可发行在卡组织受理网络中通用的开环卡。',
    },
    {
      icon: 'i-lucide-message-square',
      title: '电子发送',
      description:
        '通过短信、邮件或 App 发送附带个人祝福的电子礼品卡，门店内扫二维码或在线输入卡号即可消费。',
    },
    {
      icon: 'i-lucide-briefcase',
      title: '企业礼赠',
      description:
        '企业可通过带开票功能的自助门户一次订购数百张卡，用于员工激励或客户回馈。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '实体与电子礼品卡，每个活动均可定制卡面设计',
      '固定面额与自定面额，可选一次性或可充值',
      '为企业客户提供批量订购与激活',
      '有效期、休眠和余额查询规则均可配置',
      '可在 POS、线上及合作商户处扫二维码核销',
      '按活动统计沉淀收益、负债与核销情况',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '货品交付前即预先收到现金',
      '通过赠卡人引荐，获得新顾客',
      '收卡人消费常超出卡面金额，客单价更高',
      '为零售商和商场开辟企业销售渠道',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次礼品卡项目演示' }],
} satisfies PageContent;
