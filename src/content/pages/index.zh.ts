import type { PageContent } from '../types';

export default {
  template: 'home',
  title: '首页',
  seoTitle: '实时银行与支付基础设施',
  description:
    'API 优先的核心银行、钱包、先买后付、发卡与收单解决方案，服务银行、金融科技公司、商户和代理，立足亚的斯亚贝巴研发与支持。',
  icon: 'i-lucide-house',
  hero: {
    badge: '银行与支付基础设施，亚的斯亚贝巴研发打造',
    heading: '为新一代金融服务打造的实时基础设施',
    intro:
      'Tana Fintech 为银行、金融科技公司、商户和代理网络提供统一的 API 优先平台，涵盖新型银行、先买后付、超级应用、电子钱包、发卡和收单。依托专为海量交易、高可用性和受监管市场打造的技术栈，新产品上线只需数月，而非数年。',
    stats: [
      'uptimeSla',
      { figure: 'responseTime', label: 'API 响应时间' },
      'tps',
      'transactions',
    ],
    illustration: {
      wallet: '钱包',
      balanceLabel: '余额',
      balance: 'ETB 24,580',
      cardNumber: '•••• 4821',
      posAmount: 'ETB 350.00',
      posStatus: '交易成功',
      ledger: '同一个\n实时账本',
    },
  },
} satisfies PageContent;
