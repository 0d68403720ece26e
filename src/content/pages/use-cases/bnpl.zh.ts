import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: '先买后付',
  seoTitle: '先买后付平台：结账即享分期信贷',
  description:
    '线上线下均可提供先买后付服务：即时信贷审批、灵活分期方案、自动化催收与商户结算。',
  blurb: '结账时即时审批的分期信贷。',
  icon: 'i-lucide-calendar-clock',
  menu: { menu: 'use-cases', label: '先买后付', order: 7 },
  badge: 'POS 消费信贷',
  intro:
    '在消费者决定购买的那一刻，让他们把一笔消费拆分为多期付款。贷款机构和银行获得一套完整的先买后付引擎；商户则获得更高的转化率和更大的客单价，风险由贷款机构承担。',
  features: [
    {
      icon: 'i-lucide-brain-circuit',
      title: '即时信贷审批',
      description:
        '结合征信、钱包、电信和交易数据，在毫秒级完成申请人评分，规则由您的信贷团队掌控。',
    },
    {
      icon: 'i-lucide-calendar-range',
      title: '灵活的分期方案',
      description:
        '4期付款、按月分期、延期付款，以及由商户出资的免息促销。',
    },
    {
      icon: 'i-lucide-shopping-cart',
      title: '结账集成',
      description:
        '提供主流电商平台插件、托管收银台、门店二维码，以及用于定制流程的 API。',
    },
    {
      icon: 'i-lucide-repeat',
      title: '自动化催收',
      description:
        '从银行卡、钱包和账户定时扣款，支持还款提醒、重试和可配置的滞纳金规则。',
    },
    {
      icon: 'i-lucide-store',
      title: '商户门户',
      description:
        '为项目中的每一家商户提供入网、结算报表、退款和促销管理。',
    },
  ],
  lists: [
    {
      title: '风险管理',
      items: [
        '还款能力评估和动态消费额度',
        '申请环节的欺诈与身份筛查',
        '逾期率和损失率资产组合看板',
        '可提供符合伊斯兰教法的穆拉巴哈（murabaha）结构',
      ],
    },
    {
      title: '客户体验',
      items: [
        '数秒内获批，无需纸质材料',
        '确认前清晰展示还款计划',
        '在 App 内管理分期并提前还款',
        '通知支持英语、阿姆哈拉语等本地语言以及中文',
      ],
    },
  ],
  stats: [
    { value: '实时', label: '信贷审批' },
    { figure: 'adoption', label: '结账环节采用率提升' },
    { figure: 'deployment', label: '平均部署周期' },
    { figure: 'monitoring', label: '全天候审批服务' },
  ],
  impact: [
    {
      icon: 'i-lucide-trending-up',
      title: '更高的转化率和客单价',
      description: '分摊支付消除了购买最后一步的价格障碍。',
    },
    {
      icon: 'i-lucide-users',
      title: '触达首次借贷客户',
      description: '小额、短期的分期方案，帮助没有信用记录的人建立还款记录。',
    },
    {
      icon: 'i-lucide-hand-coins',
      title: '盈利的贷款组合',
      description: '商户手续费、审慎的额度管理和自动化催收，确保低损失与健康的利润率。',
    },
  ],
  actions: [
    { kind: 'contact', label: '申请演示', topic: '一次先买后付平台演示' },
    { kind: 'link', label: '查看客户案例', to: '/use-cases/case-studies' },
  ],
} satisfies PageContent;
