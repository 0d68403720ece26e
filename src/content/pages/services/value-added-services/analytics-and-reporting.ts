import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Analytics & Reporting',
  seoTitle: 'Payments analytics, dashboards and regulatory reporting',
  description:
    'Real-time dashboards, predictive analytics, customer segmentation and custom reports built on your card, wallet and acquiring transactions.',
  blurb: 'Dashboards, segmentation and custom reports on every account and transaction.',
  icon: 'i-lucide-chart-column',
  menu: { menu: 'value-added-services', label: 'Analytics & Reporting', order: 5 },
  aliases: ['/services/value-added-services/customer-analytics'],
  intro:
    'Analytics & Reporting brings every transaction, customer and merchant into one model, so management, product and compliance teams all work from the same up-to-the-minute numbers.',
  highlights: [
    {
      icon: 'i-lucide-gauge',
      title: 'Real-time dashboards',
      description:
        'Volumes, approval rates, revenue and active customers update as transactions happen, by product, channel and region.',
    },
    {
      icon: 'i-lucide-chart-pie',
      title: 'Customer segmentation',
      description:
        'Group customers by value, behavior and lifecycle stage, and send segments straight to marketing and loyalty campaigns.',
    },
    {
      icon: 'i-lucide-file-text',
      title: 'Custom and regulatory reports',
      description:
        'Build your own reports with a drag-and-drop designer, schedule them by email, and produce central bank returns in the required format.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Real-time dashboards for transactions, revenue and performance',
      'Predictive analytics for volumes, cash needs and customer churn',
      'Customer segmentation by value, behavior and lifecycle',
      'Custom reports with scheduling and export to Excel, PDF and CSV',
      'Regulatory and scheme reports generated automatically',
      'Data export to your warehouse or BI tools',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Decisions based on current data, not last month’s spreadsheet',
      'Less manual effort preparing management and regulatory reports',
      'Earlier warning of falling approval rates or rising churn',
      'One trusted source of numbers across the organization',
    ],
  },
  actions: [
    { kind: 'contact', label: 'Request Demo', topic: 'an analytics and reporting demo' },
    { kind: 'link', label: 'AI Insights', to: '/services/value-added-services/ai-insights' },
  ],
} satisfies PageContent;
