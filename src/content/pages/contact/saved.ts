import type { PageContent } from '../../types';
import { exploreCards } from '../../explore-cards';

/** Where the service worker sends a contact form it could not deliver yet: the message waits in its queue. */
export default {
  template: 'index',
  title: 'Message saved: it will be sent automatically',
  seoTitle: 'Message saved',
  description: 'Your message to Tana Fintech is saved on this device and will be sent automatically as soon as the connection is back.',
  icon: 'i-lucide-clock',
  noindex: true,
  intro:
    'The connection or our service is down right now, so your message is saved on this device. It will be sent automatically as soon as it can be, even if you close this page; you do not need to send it again.',
  cards: exploreCards,
  actions: [{ kind: 'link', label: 'Back to Home', to: '/' }],
} satisfies PageContent;
