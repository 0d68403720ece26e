export const site = {
  name: 'Tana Fintech',
  shortName: 'Tana',
  tagline: '驱动金融科技的未来',
  description:
    '面向银行、金融科技公司、商户和代理的实时、API 优先的银行与支付基础设施：新型银行、先买后付、钱包、银行卡与收单。',
  copyrightYear: 2024,
} as const;
