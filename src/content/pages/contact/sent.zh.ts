import type { PageContent } from '../../types';
import { exploreCards } from '../../explore-cards';

/** Where the contact form lands when the browser posted it itself (no script yet, or none at all). */
export default {
  template: 'index',
  title: '您的消息已成功发送！',
  seoTitle: '消息已发送',
  description: '感谢您联系 Tana Fintech。您的消息已送达我们的团队，我们将在24小时内回复您。',
  icon: 'i-lucide-mail-check',
  noindex: true,
  intro:
    '感谢您与我们联系。您的消息已送达我们的团队，我们将在24小时内回复您。在此期间，欢迎进一步了解我们的产品与服务。',
  cards: exploreCards,
  actions: [{ kind: 'link', label: '返回首页', to: '/' }],
} satisfies PageContent;
