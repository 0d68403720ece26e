import type { PageContent } from '../../types';
import { exploreCards } from '../../explore-cards';

/** Where the contact form lands when the browser posted it itself (no script yet, or none at all). */
export default {
  template: 'index',
  title: 'Your message has been successfully sent!',
  seoTitle: 'Message sent',
  description: 'Thank you for contacting Tana Fintech. Your message has reached our team, and we will get back to you within 24 hours.',
  icon: 'i-lucide-mail-check',
  noindex: true,
  intro:
    "Thank you for getting in touch. Your message has reached our team and we'll get back to you within 24 hours. Meanwhile, here is more about what we build.",
  cards: exploreCards,
  actions: [{ kind: 'link', label: 'Back to Home', to: '/' }],
} satisfies PageContent;
