import { definePage } from '../../define';

/** Where the contact form lands when the browser posted it itself (no script yet, or none at all). */
export default definePage({
  template: 'index',
  title: 'Your message has been successfully sent!',
  seoTitle: 'Message sent',
  description: 'Thank you for contacting Tana Fintech. Your message has reached our team, and we will get back to you within 24 hours.',
  icon: 'i-lucide-mail-check',
  noindex: true,
  intro:
    "Thank you for getting in touch. Your message has reached our team and we'll get back to you within 24 hours. Meanwhile, here is more about what we build.",
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
