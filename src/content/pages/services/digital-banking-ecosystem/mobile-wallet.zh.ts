import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '移动钱包',
  seoTitle: '移动钱包：在成熟平台上推出自有品牌钱包',
  description:
    '推出自有品牌移动钱包，首日即支持 P2P 转账、二维码与 NFC 支付、账单支付、代理现金存入和现金提取，以及分级 KYC。',
  blurb: '自有品牌钱包，支持 P2P 转账、二维码与 NFC 支付、账单支付，以及代理点现金存入和现金提取。',
  icon: 'i-lucide-wallet',
  menu: { menu: 'digital-banking-ecosystem', label: '移动钱包', order: 1 },
  aliases: ['/services/digital-banking-ecosystem/mobile-wallets'],
  intro:
    '我们的移动钱包为银行、电信运营商和金融科技公司提供现成的、完全自有品牌的钱包 App 和后台系统，上线第一周客户就能存钱、转账和消费。',
  mockup: {
    kind: 'phone',
    label: '示意图：在品牌移动钱包中向手机号转账，显示当前 KYC 等级的限额及提升方法',
    title: '转账',
    subtitle: '转到手机号或钱包 ID',
    blocks: [
      {
        kind: 'rows',
        title: '收款人',
        items: [{ icon: 'i-lucide-user-round', title: '哈娜·吉尔玛', meta: '+251 9•• ••• 417', amount: 'ETB 1,500.00' }],
      },
      {
        kind: 'fields',
        items: [
          { label: '备注', value: '十一月房租分摊' },
          { label: '手续费', value: 'ETB 0.00' },
        ],
        button: '输入 PIN 确认',
      },
      { kind: 'progress', label: '一级账户月度限额', value: 'ETB 6,200 / 10,000', percent: 62 },
      {
        kind: 'rows',
        title: '提高限额',
        items: [{ icon: 'i-lucide-id-card', title: '验证身份', meta: '拍摄身份证件照片并自拍' }],
      },
    ],
  },
  highlights: [
    {
      icon: 'i-lucide-qr-code',
      title: '多种支付方式',
      description: '商户二维码、NFC 碰一碰支付、支付链接，功能手机还可使用 USSD。',
      details:
        '静态和动态二维码遵循 EMVCo 商户呈现码格式，同一个码可在其他合规钱包和银行 App 中通用。',
    },
    {
      icon: 'i-lucide-user-check',
      title: '分级 KYC',
      description: '凭手机号即可开立基础钱包，客户完成身份验证后逐步提升限额。',
      details:
        '各等级限额在后台配置：余额上限、每日和每月交易频次，以及各等级可使用的功能。',
    },
    {
      icon: 'i-lucide-store',
      title: '代理网络',
      description: '通过代理办理现金存入和现金提取，内置备付金管理和佣金结算。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '通过手机号、钱包 ID 或二维码进行 P2P 转账',
      '商户收款支持二维码、NFC 和支付链接',
      '账单支付、话费充值和定时转账',
      '代理现金存入和现金提取，配套备付金与佣金管理',
      '绑定银行账户和银行卡，即时充值和提现',
      '生物识别登录、设备绑定和交易密码',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '采用白标 App，数周即可上线，无需从零开发',
      '通过代理和 USSD 触达无银行账户和银行服务不足的客户',
      '每笔转账和支付都带来手续费和交换费收入',
      '可配置的 KYC 等级、限额和 AML 筛查，确保持续合规',
      '在同一钱包账本上拓展信贷、储蓄和先买后付业务',
    ],
  },
  stats: [
    { figure: 'reliability', label: '平台可靠性' },
    { value: '即时', label: 'P2P 转账' },
    { figure: 'monitoring', label: '交易监控' },
  ],
  actions: [{ kind: 'contact', label: '立即开始', topic: '一次移动钱包上线洽谈' }],
} satisfies PageContent;
