import { definePage } from '../../define';

/** Where the service worker sends a contact form the form service refused; the page shows the message kept. */
export default definePage({
  template: 'index',
  title: 'Your message was not sent',
  seoTitle: 'Message not sent',
  description: 'Our form service refused your message to Tana Fintech. Your text is kept on this device so you can copy it or send it again.',
  icon: 'i-lucide-mail-x',
  noindex: true,
  intro:
    'Our form service refused your message, so it was not sent. Nothing is lost: your text is kept on this device and shown on this page, with the reason, so you can copy it or send it again. You can also write to us at hello@tanafintech.com.',
  cards: [
    {
      icon: 'i-lucide-house',
      title: 'Contact form',
      description: 'Write your message again on the home page, or check the address you gave.',
      to: '/#contact',
    },
    {
      icon: 'i-lucide-trophy',
      title: 'Case Studies',
      description: 'How banks, fintechs and telcos launched and grew with our platform.',
      to: '/use-cases/case-studies',
    },
  ],
  actions: [{ kind: 'link', label: 'Back to Home', to: '/' }],
});
