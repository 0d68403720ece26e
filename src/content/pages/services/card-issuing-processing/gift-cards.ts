import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Gift Cards',
  seoTitle: 'Open-loop and closed-loop gift card programs',
  description:
    'Sell branded physical and digital gift cards for retailers, malls and corporates, with bulk ordering, expiry rules and breakage reporting.',
  blurb: 'Closed- and open-loop gift cards for retailers, corporates and promotions.',
  icon: 'i-lucide-gift',
  intro:
    'Gift cards turn a retailer’s or a mall’s brand into a prepaid product: customers buy them as presents, companies buy them as staff rewards, and every one brings a new visitor through the door.',
  highlights: [
    {
      icon: 'i-lucide-store',
      title: 'Open and closed loop',
      description:
        'Issue closed-loop cards redeemable at one brand or a mall’s stores, or open-loop cards accepted wherever the card scheme is.',
    },
    {
      icon: 'i-lucide-message-square',
      title: 'Digital delivery',
      description:
        'Send e-gift cards by SMS, email or in-app with a personal message, ready to spend in store by QR code or online by card number.',
    },
    {
      icon: 'i-lucide-briefcase',
      title: 'Corporate gifting',
      description:
        'Businesses order hundreds of cards at once for staff incentives or customer rewards through a self-service portal with invoicing.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Physical and digital gift cards with custom designs per campaign',
      'Fixed and open denominations, with single-use or reloadable options',
      'Bulk ordering and activation for corporate customers',
      'Configurable expiry, dormancy and balance-check rules',
      'Redemption at POS, online and by QR code at partner merchants',
      'Breakage, liability and redemption reporting by campaign',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Cash received up front, before goods are delivered',
      'New customers introduced by the people who gift them',
      'Higher average spend as recipients go beyond the card value',
      'A corporate sales channel for retailers and malls',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a gift card program demo' }],
} satisfies PageContent;
