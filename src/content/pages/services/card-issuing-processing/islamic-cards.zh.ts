import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '伊斯兰卡',
  seoTitle: '符合沙里亚教法的伊斯兰卡项目',
  description:
    '发行不计利息、符合沙里亚教法的借记卡、预付卡和融资卡，采用乌吉拉、塔瓦鲁克和卡尔德结构，接受教法委员会监督。',
  blurb: '基于穆拉巴哈、乌吉拉和卡尔德结构、符合沙里亚教法的卡产品。',
  icon: 'i-lucide-moon-star',
  intro:
    '伊斯兰卡让客户享受刷卡支付的便利，而不涉及利息（riba）。融资结构经您的沙里亚监督委员会批准，处理引擎在每笔交易中严格执行。',
  highlights: [
    {
      icon: 'i-lucide-hand-coins',
      title: '按服务收费，而非计息',
      description:
        '卡片融资以固定的乌吉拉（服务费）或事先约定的塔瓦鲁克利润定价，绝不对未还余额收取复利。',
      details:
        '逾期款项配置为慈善捐款，在独立账本中记录，并拨付给经批准的慈善机构，不计入收入。',
    },
    {
      icon: 'i-lucide-scale',
      title: '采用教法委员会认可的结构',
      description:
        '可选择卡尔德（无息贷款）加乌吉拉、商品穆拉巴哈塔瓦鲁克或基于卡法拉的模式，均按您产品获得的教法意见（fatwa）配置。',
    },
    {
      icon: 'i-lucide-shield-check',
      title: '每笔交易均合规',
      description:
        '授权时按商户类别筛查，拦截酒类、博彩和计息服务等不合教法的消费。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '在同一平台上提供符合沙里亚教法的借记卡、预付卡和融资卡产品',
      '卡尔德、乌吉拉和塔瓦鲁克融资结构，收费固定且公开透明',
      'MCC 筛查，自动拒绝不合教法的商户类别',
      '逾期捐款的慈善账户管理',
      '为沙里亚监督委员会审查提供审计报告和产品文档',
      '预付卡和借记卡可关联利润分享（穆达拉巴）账户',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '服务不愿使用传统信贷的客户群体',
      '产品模板已按通行的沙里亚标准审核，上线更快',
      '定价透明，建立长期信任',
      '为沙里亚审计和央行报送提供清晰依据',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次伊斯兰卡项目咨询' }],
} satisfies PageContent;
