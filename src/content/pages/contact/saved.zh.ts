import type { PageContent } from '../../types';
import { exploreCards } from '../../explore-cards';

/** Where the service worker sends a contact form it could not deliver yet: the message waits in its queue. */
export default {
  template: 'index',
  title: '消息已保存，将自动发送',
  seoTitle: '消息已保存',
  description: '您发给 Tana Fintech 的消息已保存在本设备上，网络连接恢复后将自动发送。',
  icon: 'i-lucide-clock',
  noindex: true,
  intro:
    '当前网络连接或我们的服务暂时中断，您的消息已保存在本设备上。条件一旦允许，消息将自动发送，即使您关闭本页面也不受影响；您无需重新发送。',
  cards: exploreCards,
  actions: [{ kind: 'link', label: '返回首页', to: '/' }],
} satisfies PageContent;
