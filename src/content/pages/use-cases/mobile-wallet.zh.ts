import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: '移动钱包平台',
  seoTitle: '移动钱包平台：原生体验、离线可用，碰一碰、扫一扫即可支付',
  description:
    '原生移动钱包，支持 NFC、二维码和生物识别支付、离线排队及短信/USSD 备用通道，专为离不开手机的用户打造。',
  blurb: '原生、可离线使用的钱包，碰一碰、扫一扫即可支付。',
  icon: 'i-lucide-smartphone',
  menu: { menu: 'use-cases', label: '移动钱包', order: 2 },
  badge: '移动优先方案',
  intro:
    '如果说电子钱包平台是后端系统，那么移动钱包就是客户手中的体验。我们按真实环境来设计：中端 Android 手机、时好时坏的网络信号，以及希望碰一碰、扫一扫或看一眼就完成支付的用户。',
  mockup: {
    kind: 'phone',
    label: '示意图：移动钱包贴近终端即可向药房付款，用指纹确认，离线时付款排队等待发送',
    title: '碰一碰支付',
    subtitle: '主钱包 · ETB 4,215.30',
    blocks: [
      { kind: 'tap', amount: 'ETB 380.00', prompt: '阿拜药房 · 已通过指纹确认', status: '支付成功' },
      {
        kind: 'actions',
        items: [
          { icon: 'i-lucide-scan-line', label: '扫二维码' },
          { icon: 'i-lucide-qr-code', label: '我的二维码' },
          { icon: 'i-lucide-send', label: '转账' },
          { icon: 'i-lucide-receipt', label: '缴费' },
        ],
      },
      {
        kind: 'rows',
        title: '等待信号',
        items: [
          { icon: 'i-lucide-wifi-off', title: '12 路公交车票', meta: '已离线保存 · 联网后自动发送', amount: '−ETB 45.00' },
          { icon: 'i-lucide-message-square', title: '为哈娜充话费', meta: '已改用短信发送', amount: '−ETB 50.00' },
        ],
      },
    ],
  },
  features: [
    {
      icon: 'i-lucide-app-window',
      title: '原生 App',
      description:
        '采用您品牌的快速、轻量 iOS 和 Android App，安装包小，在入门级设备上也运行流畅。',
      details:
        '采用原生开发而非网页视图，NFC、生物识别、摄像头和安全存储都能稳定运行。新功能通过远程配置和分阶段发布上线。',
    },
    {
      icon: 'i-lucide-wifi-off',
      title: '离线能力',
      description:
        '无网络时也可查询余额、准备付款和出示二维码；网络恢复后，排队中的交易会安全同步。',
      details:
        '离线支付使用经签名的一次性令牌，并由您的风控团队设定单设备限额，让信号弱地区的客户依然可以付款，同时杜绝重复支付的风险。',
    },
    {
      icon: 'i-lucide-zap',
      title: '即时支付',
      description:
        '用 NFC 碰一碰支付、扫描任意互联互通的二维码，或用指纹、人脸确认，资金实时结算。',
    },
    {
      icon: 'i-lucide-map-pin',
      title: '位置服务',
      description:
        '在地图上查找最近的代理点、ATM 或受理商户，并获得基于位置的优惠和欺诈检查。',
    },
    {
      icon: 'i-lucide-bell-ring',
      title: '智能通知',
      description:
        '每笔付款、余额不足和账单到期都会实时提醒，通过推送送达，并以短信作为备用。',
    },
  ],
  lists: [
    {
      title: '支付方式',
      items: [
        '在非接触式终端上 NFC 碰一碰支付',
        '二维码支付：扫码或出示付款码',
        '指纹或人脸生物识别确认',
        '语音辅助支付，提升无障碍体验',
        '无数据网络时以短信和 USSD 备用',
        '离线排队，重新联网后安全同步',
        '向联系人和手机号 P2P 转账',
        '水电、学校和各类服务的账单支付',
        '任意运营商的话费和流量充值',
      ],
    },
    {
      title: '为用户活跃而设计',
      items: [
        '借助 App 内 KYC，5分钟内完成开户',
        '储蓄罐和消费分析',
        '钱包内置忠诚度积分和现金返还',
        '客服聊天支持英语、阿姆哈拉语等本地语言以及中文',
      ],
    },
  ],
  stats: [
    { value: '应用内', label: '客户开户' },
    { figure: 'responseTime', label: '支付响应时间' },
    'reliability',
    { figure: 'adoption', label: '采用率提升' },
  ],
  impact: [
    {
      icon: 'i-lucide-smile',
      title: '更高的日常使用率',
      description: '快速、可靠的支付让钱包成为客户最先打开的应用，而不是可有可无的工具。',
    },
    {
      icon: 'i-lucide-signal',
      title: '触达城市之外',
      description: '离线模式和 USSD 备用通道，让农村地区和出行途中的客户也能持续交易。',
    },
    {
      icon: 'i-lucide-shield-check',
      title: '更少欺诈，更少阻碍',
      description: '生物识别和设备绑定取代密码，同时让账户盗用难上加难。',
    },
  ],
  actions: [
    { kind: 'contact', label: '申请演示', topic: '一次移动钱包演示' },
    { kind: 'link', label: '查看客户案例', to: '/use-cases/case-studies' },
  ],
} satisfies PageContent;
