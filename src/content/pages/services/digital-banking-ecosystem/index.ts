import { definePage } from '../../../define';

export default definePage({
  template: 'index',
  title: 'Digital Banking Ecosystem',
  seoTitle: 'Digital Banking Ecosystem: core, channels and open APIs',
  description:
    'Cloud core banking, mobile and internet banking, branch tablets, open APIs, workflow automation and AI assistants that work as one digital bank.',
  icon: 'i-lucide-landmark',
  badge: 'Digital Banking Ecosystem',
  intro:
    'Nine modules that share one customer record, one ledger and one API layer. Launch a complete digital bank, or add the channel you are missing to the core you already run.',
  cards: [
    {
      icon: 'i-lucide-wallet',
      title: 'Mobile Wallet',
      description: 'A branded wallet for P2P transfers, QR and NFC payments, bill pay and agent cash-in and cash-out.',
      to: '/services/digital-banking-ecosystem/mobile-wallet',
    },
    {
      icon: 'i-lucide-globe',
      title: 'Internet Banking',
      description: 'Secure browser banking for retail and corporate customers, with bulk payments and maker-checker approvals.',
      to: '/services/digital-banking-ecosystem/internet-banking',
    },
    {
      icon: 'i-lucide-layers',
      title: 'Omnichannel Experience',
      description: 'Start a journey on the app, continue at a branch or on the phone, and never ask the customer twice.',
      to: '/services/digital-banking-ecosystem/omnichannel-experience',
    },
    {
      icon: 'i-lucide-tablet-smartphone',
      title: 'Branch Tablet',
      description: 'Paperless account opening and service requests at the branch, in the field or at an agent location.',
      to: '/services/digital-banking-ecosystem/branch-tablet',
    },
    {
      icon: 'i-lucide-app-window',
      title: 'Digital Platform',
      description: 'The configurable platform behind your mobile and web banking apps: journeys, content and releases.',
      to: '/services/digital-banking-ecosystem/digital-platform',
    },
    {
      icon: 'i-lucide-cloud',
      title: 'SaaS Core Banking',
      description: 'A real-time, cloud-hosted core for accounts, deposits, loans and the general ledger, billed by usage.',
      to: '/services/digital-banking-ecosystem/saas-core-banking',
    },
    {
      icon: 'i-lucide-workflow',
      title: 'Business Process Management',
      description: 'Model, automate and monitor back-office processes from loan approval to dispute handling.',
      to: '/services/digital-banking-ecosystem/business-process-management',
    },
    {
      icon: 'i-lucide-plug',
      title: 'Open Banking',
      description: 'A managed API layer with consent, partner onboarding and usage analytics for third-party providers.',
      to: '/services/digital-banking-ecosystem/open-banking',
    },
    {
      icon: 'i-lucide-bot',
      title: 'AI-Powered Chatbot',
      description: 'A multilingual banking assistant that answers, acts on authenticated requests and hands over to agents.',
      to: '/services/digital-banking-ecosystem/ai-powered-chatbot',
    },
  ],
  actions: [{ kind: 'contact', label: 'Plan Your Digital Bank', topic: 'a digital banking ecosystem consultation' }],
});
