export const site = {
  name: 'Tana Fintech',
  shortName: 'Tana',
  tagline: '驱动金融科技的未来',
  description:
    '面向银行、金融科技公司、商户和代理的实时、API 优先的银行与支付基础设施：新型银行、先买后付、钱包、银行卡与收单。',
  email: 'hello@tanafintech.com',
  phone: '+251 11 558 0000',
  address: '埃塞俄比亚亚的斯亚贝巴 Bole 路',
  copyrightYear: 2024,
} as const;
