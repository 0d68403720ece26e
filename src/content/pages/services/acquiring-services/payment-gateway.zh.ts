import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '支付网关',
  seoTitle: '面向银行、收单机构和支付服务商的支付网关',
  description:
    '面向银行和支付服务商的白标支付网关：商户入网、托管收银台、智能路由至收单机构和卡组织，以及每日结算。',
  blurb: '一次对接，即可将银行卡、钱包和银行转账支付路由至各大卡组织。',
  icon: 'i-lucide-waypoints',
  menu: { menu: 'acquiring-services', label: '支付网关', order: 2 },
  intro:
    '我们的支付网关让收单银行和支付服务商拥有自有品牌的网关，只需一次集成，即可将线上商户连接至卡组织、本地转接网络和各类钱包。',
  mockup: {
    kind: 'browser',
    label: '示意图：支付网关上一家网店的托管收银台页面，正在受理银行卡付款',
    title: '恩托托手工艺',
    subtitle: '安全收银台',
    address: 'pay.entoto-crafts.example',
    blocks: [
      {
        kind: 'rows',
        title: '您的订单',
        items: [
          { icon: 'i-lucide-shirt', title: '手工编织围巾', meta: '2 × ETB 900.00', amount: 'ETB 1,800.00' },
          { icon: 'i-lucide-coffee', title: '杰贝纳咖啡壶', meta: '1 × ETB 450.00', amount: 'ETB 450.00' },
          { icon: 'i-lucide-truck', title: '亚的斯亚贝巴市内配送', meta: '2–3 天', amount: 'ETB 100.00' },
        ],
        total: { label: '合计', amount: 'ETB 2,350.00' },
      },
      {
        kind: 'fields',
        choices: ['银行卡', '钱包', '银行转账', '二维码'],
        items: [
          { label: '卡号', value: '•••• •••• •••• 4821' },
          { label: '持卡人姓名', value: 'Hana Girma' },
          { label: '有效期 · CVC', value: '04/28 · •••' },
        ],
        button: '支付 ETB 2,350.00',
      },
    ],
  },
  highlights: [
    {
      icon: 'i-lucide-route',
      title: '智能路由',
      description:
        '按卡类型、币种、成本或成功率，将每笔交易路由至最优的收单机构或转接网络，并支持自动故障切换。',
    },
    {
      icon: 'i-lucide-building-2',
      title: '多商户、多租户',
      description:
        '在同一网关下运营二级商户、电商平台和聚合商，各自拥有独立的费率、限额和结算账户。',
    },
    {
      icon: 'i-lucide-code-xml',
      title: '适配每类商户的集成方式',
      description:
        '托管支付页面、嵌入式字段、移动端 SDK、主流电商平台插件，以及文档完善的 REST API。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '白标托管收银台，展示您的品牌并使用客户的语言',
      '基于规则的路由与故障切换，覆盖收单机构、转接网络和卡组织',
      '银行卡、钱包、银行转账和二维码等多种支付方式',
      '商户门户：交易、退款、出款和报表一站式管理',
      '支付流程内置 3D Secure 和欺诈筛查',
      '自动化结算、手续费计算与商户出款',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '自主掌握商户关系，而不是转售第三方网关',
      '借助路由与重试逻辑提高授权通过率',
      '现成插件和 SDK 助力商户更快上线',
      '从交易手续费、外汇兑换和增值服务中获得收入',
    ],
  },
  stats: [
    'partners',
    { figure: 'responseTime', label: '网关响应时间' },
  ],
  flow: {
    title: '网上银行卡支付的流程',
    intro: '网店只需集成一次；支付网关负责对每笔支付进行筛查、认证和路由，随后完成结算并向商户付款。',
    nodes: [
      { icon: 'i-lucide-user-round', label: '购物者' },
      { icon: 'i-lucide-shopping-cart', label: '网店' },
      { icon: 'i-lucide-waypoints', label: '支付网关', ours: true },
      { icon: 'i-lucide-building-2', label: '收单机构' },
      { icon: 'i-lucide-network', label: '卡组织' },
      { icon: 'i-lucide-landmark', label: '发卡机构' },
    ],
    phases: [
      {
        title: '结账时：授权',
        steps: [
          { from: 0, to: 1, label: '选择用银行卡付款' },
          { from: 1, to: 2, label: '打开托管支付页面：卡信息直接提交给网关，不经过网店' },
          { from: 2, to: 2, label: '进行欺诈筛查，必要时执行 3D Secure 验证' },
          { from: 2, to: 3, label: '将支付路由至最适合该卡的收单机构' },
          { from: 3, to: 5, label: '经卡组织发送至发卡机构' },
          { from: 5, to: 2, label: '批准交易：应答沿原路返回' },
          { from: 2, to: 1, label: '确认支付；网店随即确认订单' },
        ],
      },
      {
        title: '随后：结算与付款',
        steps: [
          { from: 3, to: 2, label: '结算当日的支付' },
          { from: 2, to: 1, label: '扣除手续费后向商户付款，并附报表' },
        ],
      },
    ],
  },
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次支付网关演示' },
    { kind: 'link', label: '网关与电子商务', to: '/services/acquiring-services/gateway-and-e-commerce' },
  ],
} satisfies PageContent;
