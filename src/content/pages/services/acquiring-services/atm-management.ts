import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'ATM Management',
  seoTitle: 'ATM management, monitoring and cash forecasting',
  description:
    'Keep your ATM network available around the clock with 24/7 monitoring, cash forecasting and replenishment, preventive maintenance and security services.',
  blurb: 'Monitoring, cash forecasting and maintenance for ATM fleets of any size.',
  icon: 'i-lucide-banknote',
  menu: { menu: 'acquiring-services', label: 'ATM Management', order: 4 },
  aliases: ['/services/acquiring-services/atm-solutions'],
  intro:
    'We run your ATM and cash recycler estate as a managed service, watching every device in real time, forecasting how much cash each one needs and sending the right people before a fault becomes downtime.',
  highlights: [
    {
      icon: 'i-lucide-activity',
      title: '24/7 monitoring',
      description:
        'Our operations center watches device status, cash levels and transaction flow for every ATM and acts on incidents the moment they appear.',
    },
    {
      icon: 'i-lucide-chart-line',
      title: 'Cash forecasting',
      description:
        'Models trained on each machine’s withdrawal history, paydays and holidays plan replenishment so ATMs neither run dry nor hold idle cash.',
      details:
        'Orders are sent to cash-in-transit partners automatically, and replenishment is reconciled against the counters reported by the device.',
    },
    {
      icon: 'i-lucide-shield',
      title: 'Security services',
      description:
        'Skimming and tampering alerts, remote key loading, encrypted PIN pads and software whitelisting protect cardholders and cash.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      '24/7 monitoring of device health, cash levels and transaction flow',
      'Cash forecasting and replenishment planning with cash-in-transit integration',
      'Preventive maintenance schedules and first-line fault resolution',
      'Security services: anti-skimming alerts, remote key management and software whitelisting',
      'Multi-vendor ATM driving and switching for cardless, QR and wallet withdrawals',
      'Availability, uptime and cash-position reports for every site',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'High availability, with faults fixed before customers notice',
      'Cost optimization through less idle cash and fewer emergency call-outs',
      'Customer satisfaction from machines that work and always have cash',
      'Compliance with PCI PIN, scheme and central bank requirements',
    ],
  },
  stats: [
    { figure: 'monitoring', label: 'Network monitoring' },
    { figure: 'uptimeSla', label: 'Platform uptime SLA' },
  ],
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'an ATM management consultation' }],
} satisfies PageContent;
