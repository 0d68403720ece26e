import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'SoftPOS',
  seoTitle: 'SoftPOS：用任意 Android 手机受理银行卡支付',
  description:
    '将支持 NFC 的 Android 手机变为非接触式支付终端，支持二维码受理、实时授权和多币种结算。',
  blurb: '让支持 NFC 的 Android 手机变身为非接触式及二维码收款终端。',
  icon: 'i-lucide-smartphone-nfc',
  menu: { menu: 'acquiring-services', label: 'SoftPOS', order: 3 },
  aliases: ['/services/acquiring-services/mobile-pos'],
  intro:
    '借助 SoftPOS，商户用随身携带的手机即可受理非接触式银行卡、手机支付和二维码支付，安全性和结算方式与台式终端完全一致。',
  mockup: {
    kind: 'phone',
    label: '示意图：商户手机通过 SoftPOS 受理一笔非接触式银行卡付款',
    title: '新收款',
    subtitle: '太阳果汁吧 · 2 号收银台',
    blocks: [
      { kind: 'tap', amount: 'ETB 1,250.00', prompt: '已读取非接触式银行卡 •••• 4821', status: '已批准 · 授权码 0A41F2' },
      {
        kind: 'rows',
        title: '今日收款',
        items: [
          { icon: 'i-lucide-nfc', title: '银行卡 •••• 4821', meta: '碰卡 · 14:02', amount: 'ETB 1,250.00' },
          { icon: 'i-lucide-qr-code', title: '钱包二维码付款', meta: '扫码 · 13:47', amount: 'ETB 320.00' },
          { icon: 'i-lucide-smartphone', title: '手机钱包', meta: '碰一碰 · 13:15', amount: 'ETB 85.00' },
        ],
      },
    ],
  },
  features: {
    title: '功能特性',
    items: [
      '生成和扫描二维码，支持钱包及银行 App 付款',
      '“碰一碰”受理非接触式银行卡和移动钱包',
      '实时授权与当日结算报表',
      '多币种受理，汇率转换公开透明',
      '远程终端群管理与空中下载更新',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '无需额外硬件：手机就是终端',
      '随时随地收款，适合外卖骑手、外勤人员和集市摊位',
      '商户快速入网，当天即可上线',
      '从设计上符合 EMV 非接触式规范和 PCI DSS 要求',
    ],
  },
  flow: {
    title: 'SoftPOS 支付的流程',
    intro: '手机取代了终端；背后运行的仍是同样的银行卡支付流程，实时完成授权与结算。',
    nodes: [
      { icon: 'i-lucide-user-round', label: '顾客' },
      { icon: 'i-lucide-smartphone-nfc', label: '商户手机' },
      { icon: 'i-lucide-server', label: '收单机构', ours: true },
      { icon: 'i-lucide-network', label: '卡组织' },
      { icon: 'i-lucide-landmark', label: '发卡机构' },
    ],
    phases: [
      {
        title: '碰一碰：授权',
        steps: [
          { from: 0, to: 1, label: '将非接触式银行卡或手机钱包贴近商户手机背面' },
          { from: 1, to: 1, label: 'SoftPOS 应用读取卡片，并当即加密卡片数据' },
          { from: 1, to: 2, label: '通过移动网络发送授权请求' },
          { from: 2, to: 4, label: '经卡组织路由至发卡机构' },
          { from: 4, to: 1, label: '批准交易：手机显示结果，并发送电子小票' },
        ],
      },
      {
        title: '当天：结算',
        steps: [
          { from: 2, to: 3, label: '与卡组织清分当日的碰卡交易' },
          { from: 2, to: 1, label: '向商户付款，并在应用中显示销售报表' },
        ],
      },
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次 SoftPOS 演示' }],
} satisfies PageContent;
