import { definePage } from '../../define';

/** Where the service worker sends a contact form it could not deliver yet: the message waits in its queue. */
export default definePage({
  template: 'index',
  title: 'Message saved: it will be sent automatically',
  seoTitle: 'Message saved',
  description: 'Your message to Tana Fintech is saved on this device and will be sent automatically as soon as the connection is back.',
  icon: 'i-lucide-clock',
  noindex: true,
  intro:
    'The connection or our service is down right now, so your message is saved on this device. It will be sent automatically as soon as it can be, even if you close this page; you do not need to send it again.',
  cards: [
    {
      icon: 'i-lucide-landmark',
      title: 'Digital Banking Ecosystem',
      description: 'Core banking, mobile and internet banking, open APIs and workflow automation that work as one digital bank.',
      to: '/services/digital-banking-ecosystem',
    },
    {
      icon: 'i-lucide-wallet',
      title: 'E-Wallet',
      description: 'A national-scale wallet with tiered KYC, agent networks and instant payments.',
      to: '/use-cases/e-wallet',
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
