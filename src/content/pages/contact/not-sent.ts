import type { PageContent } from '../../types';
import { homeAnchors, homeHref } from '../../navigation';

/** Where the service worker sends a contact form the form service refused; the page shows the message kept. */
export default {
  template: 'index',
  title: 'Your message was not sent',
  seoTitle: 'Message not sent',
  description: 'Our form service refused your message to Tana Fintech. Your text is kept on this device so you can copy it or send it again.',
  icon: 'i-lucide-mail-x',
  noindex: true,
  intro:
    'Our form service refused your message, so it was not sent. Nothing is lost: your text is kept on this device and shown on this page, with the reason, so you can copy it or send it again.',
  cards: ['/use-cases/case-studies'],
  actions: [
    { kind: 'link', label: 'Write to us again', to: homeHref(homeAnchors.contact) },
    { kind: 'link', label: 'Back to Home', to: '/' },
  ],
} satisfies PageContent;
