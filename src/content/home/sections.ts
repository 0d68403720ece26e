import { site } from '../site';
import type { HomeSections } from '../types';

/** The home page's sections below the hero, in page order (the hero is in pages/index.ts). */
const sections: HomeSections = {
  services: {
    id: 'services',
    eyebrow: 'Services',
    heading: 'Everything a modern financial institution runs on',
    intro:
      'Four service families that work on their own or together: the digital bank itself, the cards it issues, the merchants it serves and the services that keep customers loyal and safe.',
    groups: [
      {
        title: 'Digital Banking Ecosystem',
        description: 'Core banking, customer channels and open APIs for digital-first institutions.',
        icon: 'i-lucide-landmark',
        cards: [
          {
            icon: 'i-lucide-server',
            title: 'SaaS Core Banking',
            description: 'Cloud-hosted accounts, deposits, loans and general ledger, run as a managed service.',
            to: '/services/digital-banking-ecosystem/saas-core-banking',
          },
          {
            icon: 'i-lucide-tablet',
            title: 'Branch Tablet',
            description: 'Paperless account opening and servicing on a tablet, in the branch or in the field.',
            to: '/services/digital-banking-ecosystem/branch-tablet',
          },
          {
            icon: 'i-lucide-globe',
            title: 'Internet Banking',
            description: 'Secure web banking for retail and corporate customers, with maker-checker approvals.',
            to: '/services/digital-banking-ecosystem/internet-banking',
          },
          {
            icon: 'i-lucide-wallet',
            title: 'Mobile Wallets',
            description: 'Branded wallets with KYC tiers, P2P transfers, QR payments and cash-in/cash-out.',
            to: '/services/digital-banking-ecosystem/mobile-wallet',
          },
          {
            icon: 'i-lucide-smartphone',
            title: 'Digital & Mobile App',
            description: 'Native iOS and Android banking apps on a shared, configurable digital platform.',
            to: '/services/digital-banking-ecosystem/digital-platform',
          },
          {
            icon: 'i-lucide-plug',
            title: 'Open Banking & AI',
            description: 'Consent-based APIs for partners and machine learning for credit and personalisation.',
            to: '/services/digital-banking-ecosystem/open-banking',
          },
          {
            icon: 'i-lucide-workflow',
            title: 'BPM',
            description: 'Model, automate and audit back-office workflows such as onboarding and loan approval.',
            to: '/services/digital-banking-ecosystem/business-process-management',
          },
          {
            icon: 'i-lucide-bot',
            title: 'AI Chatbot',
            description: 'A multilingual assistant that answers balance, card and transfer questions around the clock.',
            to: '/services/digital-banking-ecosystem/ai-powered-chatbot',
          },
        ],
      },
      {
        title: 'Card Issuing & Processing',
        description: 'Physical, virtual and tokenized cards with full lifecycle control.',
        icon: 'i-lucide-credit-card',
        cards: [
          {
            icon: 'i-lucide-wallet-cards',
            title: 'Prepaid Cards',
            description: 'Reloadable and single-use cards for payroll, benefits, travel and the unbanked.',
            to: '/services/card-issuing-processing/prepaid-cards',
          },
          {
            icon: 'i-lucide-credit-card',
            title: 'Credit Cards',
            description: 'Revolving credit with configurable limits, billing cycles, interest and instalments.',
            to: '/services/card-issuing-processing/credit-cards',
          },
          {
            icon: 'i-lucide-banknote',
            title: 'Debit Cards',
            description: 'Account-linked debit cards with real-time authorization against the core balance.',
            to: '/services/card-issuing-processing/debit-cards',
          },
          {
            icon: 'i-lucide-moon-star',
            title: 'Islamic Cards',
            description: 'Sharia-compliant card products built on murabaha, ujrah and qard structures.',
            to: '/services/card-issuing-processing/islamic-cards',
          },
          {
            icon: 'i-lucide-coins',
            title: 'Multi-Currency Cards',
            description: 'One card, several currency wallets, with transparent conversion at the point of sale.',
            to: '/services/card-issuing-processing/multi-currency-cards',
          },
          {
            icon: 'i-lucide-scan-line',
            title: 'Virtual Cards',
            description: 'Instantly issued card numbers for online spending, subscriptions and mobile wallets.',
            to: '/services/issuing-services/virtual-cards',
          },
          {
            icon: 'i-lucide-gift',
            title: 'Gift Cards',
            description: 'Closed- and open-loop gift cards for retailers, corporates and promotions.',
            to: '/services/card-issuing-processing/gift-cards',
          },
          {
            icon: 'i-lucide-shield-check',
            title: '3D Secure',
            description: 'EMV 3-D Secure 2 authentication that protects online card payments.',
            to: '/services/value-added-services/3d-secure',
          },
        ],
      },
      {
        title: 'Acquiring Services',
        description: 'Accept every payment: POS, SoftPOS, ATMs and online gateways.',
        icon: 'i-lucide-store',
        cards: [
          {
            icon: 'i-lucide-landmark',
            title: 'ATM Solutions',
            description: 'Monitoring, cash forecasting and maintenance for ATM fleets of any size.',
            to: '/services/acquiring-services/atm-management',
          },
          {
            icon: 'i-lucide-monitor-smartphone',
            title: 'POS Systems',
            description: 'Terminal management, EMV acceptance and merchant settlement for card-present sales.',
            to: '/services/acquiring-services/pos-systems',
          },
          {
            icon: 'i-lucide-network',
            title: 'Payment Gateway',
            description: 'One integration to route card, wallet and bank-transfer payments to every scheme.',
            to: '/services/acquiring-services/payment-gateway',
          },
          {
            icon: 'i-lucide-smartphone-nfc',
            title: 'Mobile POS / SoftPOS',
            description: 'Turn an NFC Android phone into a certified contactless and QR terminal.',
            to: '/services/acquiring-services/softpos',
          },
          {
            icon: 'i-lucide-shopping-cart',
            title: 'Online Payments',
            description: 'Hosted checkout, plugins and REST APIs for e-commerce merchants.',
            to: '/services/acquiring-services/gateway-and-e-commerce',
          },
          {
            icon: 'i-lucide-lock',
            title: 'Security Infrastructure',
            description: 'HSMs, key management and PCI DSS-aligned controls across the acquiring chain.',
            to: '/services/acquiring-services/security-infrastructure',
          },
        ],
      },
      {
        title: 'Value-Added Services',
        description: 'Fraud, 3-D Secure, loyalty, analytics and operations that sit on top of every transaction.',
        icon: 'i-lucide-sparkles',
        cards: [
          {
            icon: 'i-lucide-shield-alert',
            title: 'Fraud Management',
            description: 'Real-time rules and machine-learning scoring that stop fraud before authorization.',
            to: '/services/value-added-services/fraud-management',
          },
          {
            icon: 'i-lucide-briefcase',
            title: 'Back-Office Operations',
            description: 'Reconciliation, disputes, chargebacks and settlement handled by our operations team.',
            to: '/services/value-added-services/back-office-operations',
          },
          {
            icon: 'i-lucide-shield-check',
            title: '3D Secure',
            description: 'Risk-based cardholder authentication with a frictionless flow for low-risk payments.',
            to: '/services/value-added-services/3d-secure',
          },
          {
            icon: 'i-lucide-award',
            title: 'Loyalty and Rewards',
            description: 'Points, cashback and tiered programs that keep customers transacting.',
            to: '/services/value-added-services/loyalty-and-rewards',
          },
          {
            icon: 'i-lucide-chart-column',
            title: 'Customer Analytics',
            description: 'Dashboards, segmentation and custom reports on every account and transaction.',
            to: '/services/value-added-services/analytics-and-reporting',
          },
          {
            icon: 'i-lucide-brain-circuit',
            title: 'AI Insights',
            description: 'Predictive models for churn, credit risk and next-best offer, ready to act on.',
            to: '/services/value-added-services/ai-insights',
          },
        ],
      },
    ],
  },
  capabilities: {
    id: 'capabilities',
    eyebrow: 'Product capabilities',
    heading: 'Product capabilities that scale with you',
    intro:
      'The same building blocks power a rural agent wallet and a national card scheme. Pick the capabilities you need today and switch on the rest when you grow.',
    items: [
      {
        icon: 'i-lucide-landmark',
        title: 'Neo banking',
        description: 'Digital accounts, cards, savings and lending on a cloud-native core, opened in minutes from a phone.',
        details:
          'Includes remote onboarding with eKYC, product configuration without code, a real-time double-entry ledger and ready-made iOS, Android and web channels. Regulatory reports are generated from the same ledger your customers see.',
      },
      {
        icon: 'i-lucide-calendar-clock',
        title: 'Buy now, pay later',
        description: 'Instalment credit at checkout, with instant decisions and automated collections.',
        details:
          'Merchants offer split payments online and in store; our decision engine scores each request in milliseconds using bureau, wallet and transaction data. Repayment schedules, reminders, late-fee rules and merchant settlement are handled end to end.',
      },
      {
        icon: 'i-lucide-layout-grid',
        title: 'Super app',
        description: 'Payments, banking, commerce and services in one app, with mini-apps from your partners.',
        details:
          'A modular shell hosts payments, transfers, bill pay, ride-hailing, food ordering or government services as mini-apps. Partners build against a documented SDK; you keep control of identity, the wallet and the customer relationship.',
      },
      {
        icon: 'i-lucide-wallet',
        title: 'E-wallet',
        description: 'Tiered, KYC-aware wallets with P2P transfers, QR payments and agent cash-in/cash-out.',
        details:
          'Wallets support multiple currencies, tier-based limits tied to KYC level, USSD access for feature phones and an agent network module with float management and commissions. Interoperability adapters connect to national switches and bank accounts.',
      },
      {
        icon: 'i-lucide-credit-card',
        title: 'Card issuing and processing',
        description: 'Debit, credit, prepaid and virtual cards with real-time authorization and full lifecycle control.',
        details:
          'Issue physical and virtual cards, tokenize them for mobile wallets, set spending controls and PIN services, and process authorizations on our scheme-certified platform. Instant issuance puts a usable card in a customer hand within seconds of approval.',
      },
      {
        icon: 'i-lucide-store',
        title: 'Acquiring and merchant services',
        description: 'POS, SoftPOS, ATM and e-commerce acceptance with same-day settlement reporting.',
        details:
          'Onboard merchants and agents digitally, manage terminal fleets remotely, route transactions intelligently and reconcile automatically. Merchants see sales, fees and settlements in a self-service portal, in their own language.',
      },
    ],
  },
  useCases: {
    id: 'use-cases',
    eyebrow: 'Use cases',
    heading: 'Built for the way you want to serve customers',
    intro: 'Proven blueprints for the products our clients launch most often.',
    cards: [
      {
        icon: 'i-lucide-wallet',
        title: 'E-Wallet Platform',
        description: 'Bank-grade digital wallets with automated KYC and agent cash networks.',
        to: '/use-cases/e-wallet',
      },
      {
        icon: 'i-lucide-smartphone',
        title: 'Mobile Wallet',
        description: 'Native, offline-capable wallets for tap, scan and pay.',
        to: '/use-cases/mobile-wallet',
      },
      {
        icon: 'i-lucide-rocket',
        title: 'Neobank',
        description: 'Launch a licensed digital bank as a business, from plan to first customer.',
        to: '/use-cases/neobank',
      },
      {
        icon: 'i-lucide-credit-card',
        title: 'Card Management',
        description: 'Issue, control and service every card in your portfolio.',
        to: '/use-cases/card-management',
      },
      {
        icon: 'i-lucide-shopping-bag',
        title: 'Marketplace Payments',
        description: 'Split payments, escrow and payouts for multi-vendor platforms.',
        to: '/use-cases/marketplace',
      },
      {
        icon: 'i-lucide-building-2',
        title: 'Neo Banking Platform',
        description: 'The core, channels and APIs to run a digital bank.',
        to: '/use-cases/neo-banking',
      },
      {
        icon: 'i-lucide-calendar-clock',
        title: 'Buy Now, Pay Later',
        description: 'Instalment credit at checkout with instant decisions.',
        to: '/use-cases/bnpl',
      },
      {
        icon: 'i-lucide-layout-grid',
        title: 'Super App',
        description: 'One app for payments, banking and everyday services.',
        to: '/use-cases/super-app',
      },
      {
        icon: 'i-lucide-tablet-smartphone',
        title: 'Mobile Banking',
        description: 'Full-featured banking apps for existing banks and their customers.',
        to: '/use-cases/mobile-banking',
      },
      {
        icon: 'i-lucide-globe',
        title: 'Global Payments',
        description: 'Cross-border collections and payouts in 150+ currencies.',
        to: '/use-cases/global-payments',
      },
      {
        icon: 'i-lucide-bitcoin',
        title: 'Crypto Banking',
        description: 'Compliant custody, on-ramps and digital-asset accounts.',
        to: '/use-cases/crypto-banking',
      },
      {
        icon: 'i-lucide-server',
        title: 'Core Banking',
        description: 'A modern, real-time core for deposits, loans and ledger.',
        to: '/use-cases/core-banking',
      },
      {
        icon: 'i-lucide-tag',
        title: 'White Label Banking',
        description: 'Your brand on our licensed, ready-made banking stack.',
        to: '/use-cases/white-label',
      },
      {
        icon: 'i-lucide-book-open',
        title: 'Banking Ledger',
        description: 'An immutable, double-entry ledger for high-volume money movement.',
        to: '/use-cases/banking-ledger',
      },
      {
        icon: 'i-lucide-trophy',
        title: 'Case Studies',
        description: 'How banks, fintechs and government programs launched with us.',
        to: '/use-cases/case-studies',
      },
    ],
  },
  solutions: {
    id: 'solutions',
    eyebrow: 'Solutions',
    heading: 'Solutions for every part of the financial value chain',
    intro:
      'Whether you hold a banking licence, run a payments business or serve merchants and agents, we configure the platform around your model rather than the other way round.',
    items: [
      {
        icon: 'i-lucide-landmark',
        title: 'For banks',
        description: 'Modernise the core and channels without a risky big-bang migration.',
        details:
          'We run the new digital stack alongside your legacy core, migrate products in waves and keep both ledgers reconciled throughout. Banks typically see 30% faster processing once payments move onto the real-time rails.',
      },
      {
        icon: 'i-lucide-rocket',
        title: 'For fintechs',
        description: 'Go live on licensed, compliant infrastructure and focus on your product.',
        details:
          'Sandbox access on day one, production-grade APIs, and pre-built modules for wallets, cards and lending. Our average deployment is six months from contract to launch, and super app and government card programs have gone live in under six.',
      },
      {
        icon: 'i-lucide-store',
        title: 'For merchants',
        description: 'Accept cards, wallets and QR everywhere, and get paid faster.',
        details:
          'A single acquiring contract covers POS, SoftPOS and online checkout, with unified reporting and settlement. Smart routing and local processing cut transaction costs by up to 40% compared with cross-border routing.',
      },
      {
        icon: 'i-lucide-users',
        title: 'For agents',
        description: 'Bring cash-in, cash-out, bill payments and account opening to every neighbourhood.',
        details:
          'Agent apps work on low-cost Android phones and USSD, with float management, commissions and offline queueing for areas with weak connectivity. Institutions using our agent toolkit report a 25% increase in digital adoption within the first year.',
      },
    ],
    stats: [
      { value: '50+', label: 'Implementations delivered' },
      { value: '25%', label: 'Average performance improvement' },
      { value: '6 months', label: 'Average deployment time' },
      { value: 'Up to 40%', label: 'Lower transaction costs' },
      { value: '30%', label: 'Faster processing' },
      { value: '25%', label: 'Increase in digital adoption' },
    ],
  },
  paymentPlatform: {
    id: 'payment-platform',
    eyebrow: 'Payment and finance platform',
    heading: 'One payment and finance platform, every way to pay',
    intro:
      'Move money in and out of your ecosystem through one integration: cards, wallets, bank transfers, QR and cash via agents, all settled on a single real-time ledger.',
    items: [
      {
        icon: 'i-lucide-arrow-left-right',
        title: 'Instant transfers',
        description: 'P2P, account-to-account and wallet-to-bank transfers confirmed in seconds, 24 hours a day.',
      },
      {
        icon: 'i-lucide-qr-code',
        title: 'QR and contactless',
        description: 'Interoperable QR codes and NFC acceptance for merchants of every size.',
      },
      {
        icon: 'i-lucide-receipt',
        title: 'Bills and top-ups',
        description: 'Airtime, utilities, school fees and government services paid from any channel.',
      },
      {
        icon: 'i-lucide-hand-coins',
        title: 'Lending and credit',
        description: 'Nano-loans, BNPL and overdrafts decided in real time and disbursed straight to the wallet.',
      },
    ],
    points: [
      '600+ integration partners, from card schemes and switches to billers and telcos',
      '100M+ API calls handled every month',
      'Trusted by a network reaching 2M merchants',
      '150+ currencies supported for collections, payouts and card spend',
      'Up to 40% lower transaction costs through local routing and netting',
    ],
  },
  eWallet: {
    id: 'e-wallet',
    eyebrow: 'E-wallet system',
    heading: 'An e-wallet system ready for national scale',
    intro:
      'Give every customer a secure wallet they can open in minutes and use anywhere: on a smartphone, on the web, or by USSD on a basic phone.',
    items: [
      {
        icon: 'i-lucide-user-check',
        title: 'Automated KYC',
        description: 'ID document capture, liveness checks and tier-based limits that grow with verification.',
      },
      {
        icon: 'i-lucide-users',
        title: 'Agent network',
        description: 'Cash-in and cash-out through agents, with float, commission and hierarchy management.',
      },
      {
        icon: 'i-lucide-send',
        title: 'P2P and merchant payments',
        description: 'Send money by phone number, pay by QR and split bills with friends.',
      },
      {
        icon: 'i-lucide-shield-check',
        title: 'Bank-grade security',
        description: 'Tokenized credentials, device binding and real-time fraud scoring on every transaction.',
      },
    ],
    stats: [
      { value: '100K', label: 'Transactions per second' },
      { value: '99.99%', label: 'Reliability' },
      { value: '<100 ms', label: 'Response time' },
      { value: '24/7', label: 'Monitoring' },
    ],
  },
  platformFeatures: {
    id: 'platform-features',
    eyebrow: 'Platform features',
    heading: 'Engineered for regulated, high-volume finance',
    intro: 'The features your risk, compliance and operations teams ask about first.',
    items: [
      {
        icon: 'i-lucide-building',
        title: 'Two-site, three-center deployment',
        description: 'Active-active production across two sites plus a disaster recovery center, with no single point of failure.',
      },
      {
        icon: 'i-lucide-refresh-cw',
        title: 'Zero-downtime maintenance',
        description: 'Rolling upgrades and blue-green releases mean customers never see a maintenance window.',
      },
      {
        icon: 'i-lucide-file-check',
        title: 'Compliance built in',
        description: 'PCI DSS-aligned controls, AML screening, audit trails and regulatory reporting out of the box.',
      },
      {
        icon: 'i-lucide-code',
        title: 'API-first',
        description: 'Documented REST APIs, webhooks and SDKs for every capability, with a full sandbox.',
      },
      {
        icon: 'i-lucide-sliders-horizontal',
        title: 'No-code configuration',
        description: 'Launch new products, fees, limits and pricing from an admin console, without a release.',
      },
      {
        icon: 'i-lucide-activity',
        title: 'Real-time observability',
        description: 'Transaction tracing, alerting and dashboards watched by our operations center 24/7.',
      },
    ],
  },
  technology: {
    id: 'technology',
    eyebrow: 'Technology',
    heading: 'Technology you can build a country-scale business on',
    intro:
      'A cloud-native, microservices architecture designed for high availability and predictable latency, deployable in our cloud, your data center or a local sovereign cloud.',
    items: [
      {
        icon: 'i-lucide-cpu',
        title: 'High-performance processing',
        description: 'Horizontally scalable services sustain 100,000 transactions per second with sub-100 ms responses.',
      },
      {
        icon: 'i-lucide-database',
        title: 'Real-time ledger',
        description: 'An immutable double-entry ledger posts every movement instantly and consistently.',
      },
      {
        icon: 'i-lucide-server-cog',
        title: 'Resilient by design',
        description: 'Two-site, three-center topology with automatic failover and zero-downtime maintenance.',
      },
      {
        icon: 'i-lucide-lock-keyhole',
        title: 'Security at every layer',
        description: 'HSM-backed key management, encryption in transit and at rest, and role-based access control.',
      },
    ],
    stats: [
      { value: '99.9%', label: 'Uptime SLA' },
      { value: '<100 ms', label: 'Average response' },
      { value: '99.99%', label: 'Transaction reliability' },
      { value: '100,000', label: 'TPS capacity' },
    ],
    languages: ['English', 'Amharic and other local languages', 'Chinese'],
  },
  about: {
    id: 'about',
    eyebrow: 'About us',
    heading: 'Fintech infrastructure from Addis Ababa, for Africa and beyond',
    intro: 'We build the rails so our clients can build the products.',
    paragraphs: [
      'Tana Fintech was founded in Addis Ababa by engineers and bankers who had spent years integrating legacy systems for African banks. We set out to build the platform we wished we had had: real-time, API-first and designed for the realities of emerging markets, from agent cash networks to USSD and intermittent connectivity.',
      'Today our platform powers wallets, cards, digital banks and merchant acquiring for banks, fintechs, government programs and merchant networks. Our teams work in English, Amharic and other local languages, and in Chinese, supporting Chinese businesses investing in the region, with a target of serving 50K+ Chinese professionals in Ethiopia.',
      "We measure ourselves by our clients' launches: more than 50 implementations delivered, an average deployment time of six months, and an average 25% improvement in the performance of the processes we take over.",
    ],
    stats: [
      { value: '50M+', label: 'Transactions processed' },
      { value: '600+', label: 'Integration partners' },
      { value: '100M+', label: 'API calls a month' },
      { value: '50K+', label: 'Chinese professionals in Ethiopia (target)' },
    ],
    timeline: [
      {
        year: '2020',
        title: 'Founded in Addis Ababa',
        description: 'A small team of payments engineers and bankers starts building a real-time wallet and ledger platform.',
      },
      {
        year: '2021',
        title: 'First wallet and agent network live',
        description: 'Our first e-wallet goes live with an agent cash-in/cash-out network, and the core ledger passes its first external audit.',
      },
      {
        year: '2022',
        title: 'Cards and acquiring',
        description: 'Card issuing, POS and SoftPOS acquiring join the platform; the two-site, three-center deployment model becomes our standard.',
      },
      {
        year: '2023',
        title: 'Super app and government programs',
        description: 'A super app and a government card program both launch in under six months; the platform passes 600 integration partners.',
      },
      {
        year: '2024',
        title: 'Scaling across markets',
        description: 'More than 50 implementations, 50M+ transactions and 150+ currencies, with multilingual support in English, local languages and Chinese.',
      },
    ],
  },
  contact: {
    id: 'contact',
    eyebrow: 'Contact',
    heading: 'Get in touch',
    intro:
      'Tell us what you are building. A solutions engineer will reply within 24 hours to arrange a demo, a technical deep-dive or a commercial proposal.',
    points: [
      { icon: 'i-lucide-mail', label: 'Email', value: site.email },
      { icon: 'i-lucide-phone', label: 'Phone', value: site.phone },
      { icon: 'i-lucide-map-pin', label: 'Address', value: site.address },
      { icon: 'i-lucide-clock', label: 'Response time', value: 'We reply within 24 hours' },
    ],
  },
};

export default sections;
