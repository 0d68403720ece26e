import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: '白标银行',
  seoTitle: '白标银行：以您的品牌运行现成的银行系统',
  description:
    '依托我们的现成平台和持牌合作银行，以您自己的品牌提供账户、银行卡、钱包和贷款。',
  blurb: '以您的品牌，运行在我们持牌、现成的银行系统之上。',
  icon: 'i-lucide-tag',
  menu: { menu: 'use-cases', label: '白标银行', order: 13 },
  badge: '银行即服务',
  intro:
    '零售商、电信运营商、雇主、合作社和金融科技初创公司，无需自建银行或申请银行牌照，即可以自有品牌提供金融产品。我们提供高可用性的技术平台，合作银行提供牌照，客户关系归您所有。',
  features: [
    {
      icon: 'i-lucide-palette',
      title: '处处都是您的品牌',
      description:
        'App、银行卡、对账单、通知和客服话术，全部使用您的名称、配色和语气风格。',
    },
    {
      icon: 'i-lucide-layers',
      title: '现成的产品',
      description:
        '账户、钱包、借记卡和预付卡、储蓄和信贷产品，配置即可使用。',
    },
    {
      icon: 'i-lucide-handshake',
      title: '持牌合作银行',
      description:
        '产品由受监管的合作银行发行，合规、客户资金保障和监管报送均已妥善处理。',
    },
    {
      icon: 'i-lucide-code',
      title: '嵌入或推出 App',
      description:
        '直接使用我们的白标 App，或通过 API 和 SDK 将银行服务嵌入您自己的 App。',
    },
    {
      icon: 'i-lucide-headset',
      title: '运营一并提供',
      description:
        'KYC 审核、争议处理、对账和一线客服，均可作为托管服务提供。',
    },
  ],
  lists: [
    {
      title: '谁在使用白标银行',
      items: [
        '提供商店卡、钱包和先买后付的零售商',
        '为移动货币增加账户功能的电信运营商',
        '以品牌工资卡为员工发薪的雇主',
        '走向数字化的合作社和小额信贷机构',
        '在申请牌照前测试市场的金融科技初创公司',
      ],
    },
    {
      title: '商业模式',
      items: [
        '开通费加按账户或按交易计费',
        '分享交换费和外汇收入',
        '无需占用您资产负债表上的资本',
      ],
    },
  ],
  stats: [
    { figure: 'deployment', label: '平均上线周期' },
    { figure: 'implementations', label: '项目实施' },
    'uptimeSla',
    'merchants',
  ],
  impact: [
    {
      icon: 'i-lucide-heart-handshake',
      title: '更强的客户忠诚度',
      description: '在已经信任的品牌下办理银行业务，客户会更频繁地购物和互动。',
    },
    {
      icon: 'i-lucide-coins',
      title: '新增收入',
      description: '从现有客户身上获得交换费、手续费和贷款收入。',
    },
    {
      icon: 'i-lucide-shield-check',
      title: '监管负担低',
      description: '牌照由合作银行持有，您只需专注于产品和分销。',
    },
  ],
  actions: [
    { kind: 'contact', label: '联系销售', topic: '一次白标银行咨询' },
    { kind: 'link', label: '查看客户案例', to: '/use-cases/case-studies' },
  ],
} satisfies PageContent;
