import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: 'Neo Banking Platform',
  seoTitle: 'Neo banking platform: core, channels and APIs for a digital bank',
  description:
    'The cloud-native core, digital channels, onboarding and open APIs to run a digital bank, with a real-time ledger and zero-downtime maintenance.',
  blurb: 'The core, channels and APIs to run a digital bank.',
  icon: 'i-lucide-building-2',
  menu: { menu: 'use-cases', label: 'Neo Banking', order: 6 },
  badge: 'Platform Capabilities',
  intro:
    'This is the technology underneath a digital bank. Whether you are a new entrant or an established bank building a digital brand, the neo banking platform gives your engineers and product teams a modern core, ready channels and the APIs to extend them.',
  features: [
    {
      icon: 'i-lucide-server',
      title: 'Cloud-native core',
      description:
        'Microservices for accounts, deposits, loans and fees on a real-time double-entry ledger, scaling horizontally with demand.',
    },
    {
      icon: 'i-lucide-scan-face',
      title: 'Digital onboarding',
      description:
        'Document capture, liveness detection, national ID verification and AML screening in one configurable journey.',
    },
    {
      icon: 'i-lucide-smartphone',
      title: 'Ready-made channels',
      description:
        'White-label iOS, Android and web banking apps, plus USSD and an agent app, all consuming the same APIs.',
    },
    {
      icon: 'i-lucide-code',
      title: 'Open APIs and SDKs',
      description:
        'Documented REST APIs, webhooks and a sandbox so your team and partners can build new features independently.',
    },
    {
      icon: 'i-lucide-sliders-horizontal',
      title: 'Product factory',
      description:
        'Configure interest, fees, limits and eligibility for new products from a console, without a software release.',
    },
    {
      icon: 'i-lucide-file-check',
      title: 'Compliance engine',
      description:
        'Transaction monitoring, sanctions screening, audit trails and regulatory reports generated from the ledger.',
    },
  ],
  lists: [
    {
      title: 'Architecture',
      items: [
        'Event-driven microservices on Kubernetes',
        'Two-site, three-center deployment with automatic failover',
        'Zero-downtime upgrades through rolling and blue-green releases',
        'Deploy in our cloud, your data center or a sovereign cloud',
      ],
    },
    {
      title: 'Integrations included',
      items: [
        'Card issuing and processing',
        'National switch and instant payment rails',
        'Credit bureaus and national ID systems',
        'SMS, push and email gateways',
      ],
    },
  ],
  stats: [
    { figure: 'tps', label: 'TPS capacity' },
    { figure: 'responseTime', label: 'API response' },
    'uptimeSla',
    'apiCalls',
  ],
  impact: [
    {
      icon: 'i-lucide-gauge',
      title: '30% faster processing',
      description: 'Real-time posting replaces end-of-day batches, so balances and reports are always current.',
    },
    {
      icon: 'i-lucide-git-branch',
      title: 'Independent release cycles',
      description: 'Teams ship new journeys on top of stable APIs without waiting for core upgrades.',
    },
    {
      icon: 'i-lucide-server-cog',
      title: 'Lower infrastructure cost',
      description: 'Elastic scaling means you pay for capacity you use, not for peak hardware all year.',
    },
  ],
  actions: [
    { kind: 'contact', label: 'Book a Technical Deep-Dive', topic: 'a technical deep-dive on the neo banking platform' },
    { kind: 'link', label: 'Launching a Neobank?', to: '/use-cases/neobank' },
  ],
} satisfies PageContent;
