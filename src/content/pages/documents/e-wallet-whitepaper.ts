import type { PageContent } from '../../types';

export default {
  template: 'document',
  docType: 'Whitepaper',
  title: 'Building a National-Scale E-Wallet',
  seoTitle: 'Whitepaper: building a national-scale e-wallet',
  description:
    'A technical and operational guide to launching an e-wallet that scales: architecture, KYC tiers, agent networks, security, interoperability and rollout.',
  blurb: 'How to design, launch and scale a wallet that reaches every customer, from smartphones to USSD.',
  icon: 'i-lucide-file-text',
  published: '2024-03',
  topic: 'a conversation about the national-scale e-wallet whitepaper',
  summary:
    'E-wallets have become the main entry point to financial services for millions of people in emerging markets. This paper sets out what it takes to build one that is secure, interoperable and able to grow from a pilot to national scale, drawing on the architecture of the Tana Fintech e-wallet platform and the lessons of our deployments.',
  sections: [
    {
      heading: '1. Why e-wallets, and why now',
      paragraphs: [
        'In much of Africa, the phone reached people before the bank branch did. A wallet tied to a phone number lets a customer receive a salary, pay a merchant, buy airtime or send money to family without ever visiting a branch. For banks, telcos and fintechs, a wallet is the cheapest way to acquire and serve a customer at scale.',
        'Three shifts make this the right moment. National digital ID programs make remote identity verification practical. Regulators increasingly allow tiered KYC, so low-value accounts can be opened with minimal documentation. And instant payment switches are connecting wallets and bank accounts into one interoperable network, so a wallet is no longer a closed loop.',
        'The opportunity is real, but so are the failure modes: wallets that buckle on salary day, agent networks that run out of cash, fraud that erodes trust faster than marketing can build it. The rest of this paper is about avoiding them.',
      ],
    },
    {
      heading: '2. Reference architecture',
      paragraphs: [
        'At the center of a wallet is a ledger, not an app. Every balance, fee, commission and reversal must be recorded as a balanced double-entry posting, in real time, so the operator can prove at any moment that customer balances are matched by funds held in trust.',
        'Around the ledger sit independent services: customer and KYC management, limits and risk, payments orchestration, agent and merchant management, notifications and reporting. Each exposes an API and scales on its own. Channels (the mobile app, web wallet, USSD gateway and agent app) consume the same APIs, which keeps behavior consistent everywhere.',
        'For resilience we deploy in a two-site, three-center topology: two active production sites and a third disaster recovery center. Upgrades are rolled out service by service, so maintenance never requires downtime.',
      ],
      bullets: [
        'Real-time double-entry ledger with append-only history',
        'Stateless services on Kubernetes, scaling horizontally to 100,000 transactions per second',
        'API responses under 100 ms',
        '99.99% transaction reliability and a 99.9% uptime SLA',
        'Event streaming for notifications, analytics and fraud scoring',
      ],
    },
    {
      heading: '3. Onboarding and tiered KYC',
      paragraphs: [
        'The first minutes decide whether a customer becomes active. We recommend a tiered model: a customer can open a basic wallet with a phone number and name, with low balance and transaction limits. Uploading an ID and a selfie with a liveness check unlocks a higher tier; a full verification against the national ID system or at an agent unlocks the highest.',
        'Limits per tier (per transaction, per day, per month and maximum balance) are configured by the compliance team and enforced by the limits service on every transaction. Upgrades are automatic once checks pass, and every decision is recorded for audit.',
      ],
      bullets: [
        'Tier 1: phone number only, low limits, P2P and bill payment',
        'Tier 2: ID document and selfie, higher limits, merchant payments and cards',
        'Tier 3: full verification, highest limits, cross-border and lending',
      ],
    },
    {
      heading: '4. Agents, merchants and cash',
      paragraphs: [
        'Where cash still dominates, agents are the bridge between physical and digital money. An agent network needs more than an app: it needs float management so agents do not run out of e-value or cash, a hierarchy of super-agents and agents, automated commissions, and monitoring to detect unusual patterns.',
        'Merchants need simple acceptance. Static and dynamic QR codes work on any phone, SoftPOS turns an NFC phone into a card terminal, and settlement to the merchant wallet is instant. Our customers with established agent programs report a 25% increase in digital adoption.',
      ],
      bullets: [
        'Float alerts and automatic rebalancing requests',
        'Commission rules per transaction type, tier and region',
        'Offline queueing for agents in low-connectivity areas',
        'Merchant onboarding in the field, live the same day',
      ],
    },
    {
      heading: '5. Security and fraud prevention',
      paragraphs: [
        'Trust is the product. Keys and PINs are protected in hardware security modules; sensitive data is encrypted at rest and in transit; each wallet is bound to a device, and changing the device triggers re-verification.',
        'Every transaction is scored in real time against rules and machine-learning models that look at velocity, device, location and counterparties. Suspicious transactions can be held, stepped up with an OTP or biometric check, or blocked, and cases flow to an investigation console. SIM-swap checks with mobile operators close one of the most common account-takeover routes.',
      ],
    },
    {
      heading: '6. Interoperability and global reach',
      paragraphs: [
        'A wallet becomes truly useful when it connects to everything else: bank accounts, other wallets, card schemes, billers and international remittance corridors. Our platform ships with adapters for national switches and more than 600 integration partners, and supports wallets in 150+ currencies for cross-border use.',
        'Language matters as much as protocol. Apps, USSD menus, notifications and support are available in English, Amharic and other local languages, and Chinese, so the wallet works for every community it serves.',
      ],
    },
    {
      heading: '7. From pilot to national scale',
      paragraphs: [
        'We recommend a staged rollout. A closed pilot with staff and selected agents validates journeys and operations; a regional launch tests agent liquidity and support processes; the national launch follows once the metrics are stable. Our average deployment from contract to launch is six months.',
        'Success should be measured on active use, not sign-ups: 30-day active customers, transactions per active customer, agent float availability and fraud losses per thousand transactions. The platform\'s analytics module reports these from day one.',
        'Tana Fintech works with banks, telcos, fintechs and public programs to plan and deliver wallets like these. To discuss your program, write to our team through the contact form on our home page; we reply within 24 hours.',
      ],
    },
  ],
} satisfies PageContent;
