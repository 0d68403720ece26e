import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: '电子钱包平台',
  seoTitle: '面向银行、电信运营商和金融科技公司的电子钱包平台',
  description:
    '推出安全的分级 KYC 电子钱包，支持代理现金网络、二维码支付和 USSD 接入，每秒最高处理10万笔交易。',
  blurb: '具备自动化 KYC 和代理现金网络的银行级数字钱包。',
  icon: 'i-lucide-wallet',
  menu: { menu: 'use-cases', label: '电子钱包', order: 1 },
  badge: '数字支付解决方案',
  intro:
    '面向银行、移动运营商和金融科技公司的完整电子钱包系统：几分钟内完成客户开户，让客户用任何手机付款、转账和储蓄，并运营将现金转化为数字价值的代理网络。所有交易都在同一个实时账本上结算，并全天候监控。',
  mockup: {
    kind: 'phone',
    label: '示意图：电子钱包 App 首页，显示余额、快捷操作和近期交易',
    title: '你好，梅龙',
    subtitle: '二级钱包 · 身份已验证',
    blocks: [
      { kind: 'balance', label: '可用余额', value: 'ETB 12,480.50', note: '今日剩余可用额度：ETB 37,500' },
      {
        kind: 'actions',
        items: [
          { icon: 'i-lucide-send', label: '转账' },
          { icon: 'i-lucide-scan-line', label: '扫码付款' },
          { icon: 'i-lucide-smartphone', label: '充值' },
          { icon: 'i-lucide-banknote', label: '提现' },
        ],
      },
      {
        kind: 'rows',
        title: '近期交易',
        items: [
          { icon: 'i-lucide-coffee', title: '塞拉姆咖啡馆', meta: '二维码支付 · 08:12', amount: '−ETB 145.00' },
          { icon: 'i-lucide-arrow-down-left', title: '达维特·特斯法耶', meta: '收到转账 · 昨天', amount: '+ETB 2,000.00', credit: true },
          { icon: 'i-lucide-zap', title: '电费', meta: '账单支付 · 周一', amount: '−ETB 620.00' },
          { icon: 'i-lucide-store', title: '博莱 14 号代理点', meta: '现金存入 · 周日', amount: '+ETB 5,000.00', credit: true },
        ],
      },
    ],
  },
  features: [
    {
      icon: 'i-lucide-shield-check',
      title: '银行级安全',
      description:
        '基于 HSM 的加密、令牌化凭证、设备绑定和实时欺诈评分，保护每一个钱包和每一笔交易。',
      details:
        '安全管控遵循 PCI DSS 实践：密钥永不离开 HSM，敏感数据在存储和传输中均加密，并根据您配置的风险规则触发加强认证（PIN、OTP 或生物识别）。',
    },
    {
      icon: 'i-lucide-monitor-smartphone',
      title: '多平台接入',
      description:
        '原生 iOS 和 Android App、响应式网页钱包，以及面向功能机的 USSD 菜单，全部共用同一账户。',
      details:
        '客户在不同渠道间切换不会丢失上下文：在 USSD 上发起的转账会即时显示在 App 的历史记录中。App 以白标方式交付，采用您的品牌、配色和语言。',
    },
    {
      icon: 'i-lucide-user-check',
      title: '用户管理',
      description:
        '自动化 KYC，支持证件采集和活体检测；分级限额随客户完成更多验证而提高。',
      details:
        '客户仅凭手机号即可从低限额等级起步，身份证件和自拍核验通过后自动升级。单笔、单日和单月限额按等级设定，每次变更均记录审计日志。',
    },
    {
      icon: 'i-lucide-users',
      title: '代理与商户网络',
      description:
        '通过代理办理现金存入、现金提取和商户收款，支持头寸管理、层级体系和自动佣金。',
    },
    {
      icon: 'i-lucide-plug',
      title: '开放 API 与互联互通',
      description:
        '为合作伙伴提供 REST API 和 Webhook，并提供对接国家交换网络、银行账户和卡组织的适配器。',
    },
  ],
  lists: [
    {
      title: '支付基础设施',
      items: [
        '实时复式记账账本，即时过账',
        '通过手机号、钱包 ID 或二维码进行 P2P 转账',
        '在 POS 终端 NFC 碰一碰、扫二维码或通过支付链接向商户付款',
        '账单支付、话费充值和政府缴费',
        '钱包转银行和银行转钱包',
        '与钱包关联的虚拟卡和实体卡',
        '自动对账与结算报表',
      ],
    },
    {
      title: '全球覆盖',
      items: [
        '支持150多种货币的多币种钱包',
        '国际汇款直接入账到钱包',
        '通过合作伙伴通道进行跨境付款',
        '界面支持英语、阿姆哈拉语等本地语言以及中文',
        '可按各市场的当地法规和报送要求配置',
        '可部署在我们的云端、您的数据中心或主权云',
      ],
    },
  ],
  stats: [
    'tps',
    'reliability',
    'responseTime',
    'monitoring',
  ],
  impact: [
    {
      icon: 'i-lucide-trending-up',
      title: '规模化普惠金融',
      description:
        '凭手机号开户、通过 USSD 接入，将没有银行账户的人群纳入正规经济，数字化采用率通常可提升25%。',
    },
    {
      icon: 'i-lucide-piggy-bank',
      title: '更低的服务成本',
      description:
        '数字交易和代理现金业务的成本仅为网点运营的一小部分，本地路由还可将交易成本降低最多40%。',
    },
    {
      icon: 'i-lucide-coins',
      title: '新的收入来源',
      description:
        '通过商户手续费、账单支付佣金、外汇和钱包关联贷款创收，全部在同一控制台配置。',
    },
    {
      icon: 'i-lucide-clock',
      title: '快速上市',
      description:
        '预置的 App 和代理工具，让大多数钱包在签约后6个月内即可上线。',
    },
  ],
  actions: [
    { kind: 'contact', label: '预约演示', topic: '一次电子钱包平台演示' },
    { kind: 'document', label: '下载白皮书', to: '/documents/e-wallet-whitepaper' },
  ],
} satisfies PageContent;
