import type { PageContent } from '../../../types';
import { ecosystemCards } from './index.shared';

export default {
  template: 'index',
  title: '数字银行生态',
  seoTitle: '数字银行生态：核心系统、服务渠道与开放 API',
  description:
    '云端核心银行、手机银行与网上银行、网点平板、开放 API、流程自动化和 AI 助手，协同组成一家完整的数字银行。',
  blurb:
    '核心银行、手机银行与网上银行、开放 API 和流程自动化，协同组成一家完整的数字银行。',
  icon: 'i-lucide-landmark',
  badge: '数字银行生态',
  intro:
    '九大模块共享同一客户档案、同一账本和同一 API 层。您可以推出一家完整的数字银行，也可以在现有核心系统之上补齐所缺的渠道。',
  cards: ecosystemCards,
  actions: [{ kind: 'contact', label: '规划您的数字银行', topic: '一次数字银行生态咨询' }],
} satisfies PageContent;
