import type { PageContent } from '../../types';
import { homeAnchors, homeHref } from '../../navigation';

/** Where the service worker sends a contact form the form service refused; the page shows the message kept. */
export default {
  template: 'index',
  title: '您的消息未能发送',
  seoTitle: '消息未发送',
  description: '我们的表单服务拒收了您发给 Tana Fintech 的消息。您的内容已保存在本设备上，可复制或重新发送。',
  icon: 'i-lucide-mail-x',
  noindex: true,
  intro:
    '我们的表单服务拒收了您的消息，因此消息未能发出。内容不会丢失：您的文字已保存在本设备上，并连同拒收原因显示在本页，方便您复制或重新发送。',
  cards: ['/use-cases/case-studies'],
  actions: [
    { kind: 'link', label: '重新给我们留言', to: homeHref(homeAnchors.contact) },
    { kind: 'link', label: '返回首页', to: '/' },
  ],
} satisfies PageContent;
