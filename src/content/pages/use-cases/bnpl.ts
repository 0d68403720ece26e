import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: 'Buy Now, Pay Later',
  seoTitle: 'BNPL platform: installment credit at checkout',
  description:
    'Offer buy-now-pay-later online and in store with instant credit decisions, flexible installment plans, automated collections and merchant settlement.',
  blurb: 'Installment credit at checkout with instant decisions.',
  icon: 'i-lucide-calendar-clock',
  menu: { menu: 'use-cases', label: 'BNPL', order: 7 },
  badge: 'Point-of-Sale Credit',
  intro:
    'Give shoppers the option to split a purchase into installments at the moment they decide to buy. Lenders and banks get a complete BNPL engine; merchants get higher conversion and larger baskets, with the risk carried by the lender.',
  features: [
    {
      icon: 'i-lucide-brain-circuit',
      title: 'Instant credit decisions',
      description:
        'Score applicants in milliseconds using bureau, wallet, telco and transaction data, with rules your credit team controls.',
    },
    {
      icon: 'i-lucide-calendar-range',
      title: 'Flexible plans',
      description:
        'Pay-in-4, monthly installments, deferred payment and interest-free promotions funded by merchants.',
    },
    {
      icon: 'i-lucide-shopping-cart',
      title: 'Checkout integration',
      description:
        'Plugins for popular e-commerce platforms, a hosted checkout, QR codes in store and an API for custom flows.',
    },
    {
      icon: 'i-lucide-repeat',
      title: 'Automated collections',
      description:
        'Scheduled debits from cards, wallets and accounts, with reminders, retries and configurable late-fee rules.',
    },
    {
      icon: 'i-lucide-store',
      title: 'Merchant portal',
      description:
        'Onboarding, settlement reports, refunds and promotion management for every merchant in the program.',
    },
  ],
  lists: [
    {
      title: 'Risk management',
      items: [
        'Affordability checks and dynamic spending limits',
        'Fraud and identity screening at application',
        'Portfolio dashboards for arrears and loss rates',
        'Sharia-compliant murabaha structure available',
      ],
    },
    {
      title: 'Customer experience',
      items: [
        'Approval in seconds, no paperwork',
        'Clear repayment schedule before confirming',
        'Manage plans and pay early in the app',
        'Notifications in English, Amharic and other local languages, and Chinese',
      ],
    },
  ],
  stats: [
    { value: 'Real time', label: 'Credit decisions' },
    { figure: 'adoption', label: 'Adoption increase at checkout' },
    { figure: 'deployment', label: 'Average deployment' },
    { figure: 'monitoring', label: 'Decisioning availability' },
  ],
  impact: [
    {
      icon: 'i-lucide-trending-up',
      title: 'Higher conversion and basket size',
      description: 'Spreading the cost removes the price barrier at the final step of the purchase.',
    },
    {
      icon: 'i-lucide-users',
      title: 'New-to-credit customers',
      description: 'Small, short installment plans build a repayment history for people without a credit file.',
    },
    {
      icon: 'i-lucide-hand-coins',
      title: 'A profitable lending book',
      description: 'Merchant fees, disciplined limits and automated collections keep losses low and margins healthy.',
    },
  ],
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'a BNPL platform demo' },
    { kind: 'link', label: 'View Case Studies', to: '/use-cases/case-studies' },
  ],
} satisfies PageContent;
