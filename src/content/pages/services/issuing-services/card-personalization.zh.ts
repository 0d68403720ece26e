import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '卡片个人化',
  seoTitle: '卡片个人化：安全数据准备与制卡中心服务',
  description:
    '为借记卡、信用卡和预付卡提供安全的卡数据准备、EMV 芯片写入、凸印和密码函服务，并支持网点即时发卡。',
  blurb: '为芯片卡、非接触卡和双界面卡提供安全的数据准备和制卡中心个人化服务。',
  icon: 'i-lucide-id-card',
  menu: { menu: 'issuing-services', label: '卡片个人化', order: 1 },
  intro:
    '我们把审批通过的开卡申请变成已激活的成品卡：准备 EMV 芯片数据，在制卡中心或您的网点完成卡片个人化，并全程跟踪每张卡直至送达持卡人。',
  highlights: [
    {
      icon: 'i-lucide-cpu',
      title: 'EMV 数据准备',
      description: '在 HSM 保护下，为各卡组织生成芯片配置、密钥和应用数据。',
    },
    {
      icon: 'i-lucide-printer',
      title: '即时发卡',
      description: '客户在网点稍候即可拿到已打印并激活的个人化卡片。',
    },
    {
      icon: 'i-lucide-truck',
      title: '全程跟踪配送',
      description: '从生产、快递到激活，全程跟踪每张卡片和密码函。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      'EMV 芯片数据准备，密钥管理受 HSM 保护',
      '凸印、热敏打印、磁条写入和非接触写入',
      '制卡中心集中批量生产，网点即时发卡',
      '安全密码函和电子密码发送',
      '定制卡面、卡套和欢迎礼包',
      '从生产到激活的端到端跟踪',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '网点当天交卡，快递数天内送达',
      '卡数据在符合 PCI CPP 要求的安全管控下处理',
      '借记卡、信用卡、预付卡和联名卡项目，一家合作伙伴全部搞定',
      '按需个人化，减少卡片库存和损耗',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次卡片个人化演示' }],
} satisfies PageContent;
