import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'SoftPOS',
  seoTitle: 'SoftPOS：用任意 Android 手机受理银行卡支付',
  description:
    '将支持 NFC 的 Android 手机变为经过认证的支付终端，支持二维码受理、实时授权和多币种结算。',
  blurb: '让支持 NFC 的 Android 手机变身为经过认证的非接触式及二维码收款终端。',
  icon: 'i-lucide-smartphone-nfc',
  menu: { menu: 'acquiring-services', label: 'SoftPOS', order: 3 },
  aliases: ['/services/acquiring-services/mobile-pos'],
  intro:
    '借助 SoftPOS，商户用随身携带的手机即可受理非接触式银行卡、手机支付和二维码支付，安全性和结算方式与台式终端完全一致。',
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
      '从设计上符合 EMV 非接触式规范和 PCI DSS（CPoC/MPoC）要求',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次 SoftPOS 演示' }],
} satisfies PageContent;
