import type { PageContent } from '../types';

export default {
  template: 'auth',
  title: '登录',
  seoTitle: '登录或创建账户',
  description:
    '登录 Tana Fintech 平台，或创建新账户，即可使用我们的银行与支付基础设施。',
  icon: 'i-lucide-log-in',
  subtitle: '访问您的金融科技基础设施平台',
} satisfies PageContent;
