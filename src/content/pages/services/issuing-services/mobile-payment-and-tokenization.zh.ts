import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '移动支付与令牌化',
  seoTitle: '面向发卡机构的移动支付与令牌化',
  description:
    '将您的卡片以安全令牌形式载入手机和钱包，支持碰一碰支付、应用内支付和线上支付，发卡机构可全程管理令牌生命周期。',
  blurb: '令牌化卡片载入移动钱包，支持碰一碰支付、应用内支付和线上支付。',
  icon: 'i-lucide-smartphone-nfc',
  menu: { menu: 'issuing-services', label: '移动支付与令牌化', order: 2 },
  intro:
    '我们的令牌化服务以绑定设备和商户的令牌替代卡号，持卡人可以碰一碰付款、在应用内支付和线上结账，真实卡信息始终不离开您的系统。',
  highlights: [
    {
      icon: 'i-lucide-key-round',
      title: '令牌服务',
      description: '按设备或商户开通、暂停和删除令牌，令牌与底层卡片关联。',
    },
    {
      icon: 'i-lucide-smartphone-nfc',
      title: '碰一碰支付',
      description: '在 POS 终端上，通过您自己的银行 App 或受支持的设备钱包进行 NFC 支付。',
    },
    {
      icon: 'i-lucide-fingerprint',
      title: '生物识别确认',
      description: '在持卡人本人设备上通过指纹或面容确认付款。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      'EMV 支付令牌化，适用于设备支付、应用内支付和绑卡支付',
      '推送开通：从您的银行 App 将卡片一键添加到钱包',
      '主机卡模拟（HCE），在您自己的 App 中实现 NFC 支付',
      '令牌生命周期管理：激活、暂停、恢复和删除',
      '开通令牌的身份识别与验证（ID&V）规则',
      '令牌级交易历史和报表',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '商户只持有令牌而非卡号，降低卡数据泄露风险',
      '一键开通，让您的卡片成为钱包中的首选卡',
      '卡片补换后，在钱包和订阅服务中仍可继续使用',
      '令牌化的绑卡交易授权通过率更高',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次移动支付与令牌化演示' }],
} satisfies PageContent;
