import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'AI Insights',
  seoTitle: 'AI insights on customers and transactions',
  description:
    'Machine-learning insights on your customers and transactions: churn prediction, next-best-offer and credit scoring signals from payment behavior.',
  blurb: 'Predictive models for churn, credit risk and next-best offer, ready to act on.',
  icon: 'i-lucide-brain-circuit',
  menu: { menu: 'value-added-services', label: 'AI Insights', order: 9 },
  intro:
    'AI Insights applies machine learning to the transactions already flowing through your platform, telling you which customers are about to leave, what each one is likely to want next and who is ready for credit.',
  highlights: [
    {
      icon: 'i-lucide-user-minus',
      title: 'Churn prediction',
      description:
        'Spot customers whose activity is falling or moving elsewhere weeks before they close the account, and reach them in time.',
    },
    {
      icon: 'i-lucide-target',
      title: 'Next-best-offer',
      description:
        'Recommend the product, offer or limit increase each customer is most likely to accept, in the app and in the contact center.',
    },
    {
      icon: 'i-lucide-trending-up',
      title: 'Credit scoring signals',
      description:
        'Income regularity, spending stability and repayment behavior from wallets and cards help score customers with no credit history.',
      details:
        'Signals are explainable and delivered as features to your own credit models, so lending decisions stay with your credit team.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Churn prediction scores updated daily for every customer',
      'Next-best-offer recommendations for cross-sell and upsell',
      'Credit scoring signals from transaction and wallet behavior',
      'Spending categorization and income detection',
      'Explainable model outputs with the reasons behind each score',
      'Scores available by API, in dashboards and as campaign segments',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Keep more customers by acting before they leave',
      'Higher conversion on cross-sell campaigns',
      'Lend safely to thin-file customers',
      'Value from data you already hold',
    ],
  },
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'an AI insights demo' },
    { kind: 'link', label: 'Analytics & Reporting', to: '/services/value-added-services/analytics-and-reporting' },
  ],
} satisfies PageContent;
