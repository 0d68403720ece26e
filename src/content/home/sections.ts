import { homeAnchors } from '../navigation';
import type { HomeSections } from '../types';
import { aboutStats, serviceGroups, solutionsStats, useCaseCards } from './structure';

/** The home page's sections below the hero, in page order (the hero is in pages/index.ts). */
const sections: HomeSections = {
  services: {
    id: homeAnchors.services,
    eyebrow: 'Services',
    heading: 'Everything a modern financial institution runs on',
    intro:
      'Four service families that work on their own or together: the digital bank itself, the cards it issues, the merchants it serves and the services that keep customers loyal and safe.',
    groups: serviceGroups,
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
        description: 'Installment credit at checkout, with instant decisions and automated collections.',
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
          'Issue physical and virtual cards, tokenize them for mobile wallets, set spending controls and PIN services, and process authorizations in real time. Instant issuance puts a usable card in the customer’s hands as soon as the application is approved.',
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
    id: homeAnchors.useCases,
    eyebrow: 'Use cases',
    heading: 'Built for the way you want to serve customers',
    intro: 'Proven blueprints for the products our clients launch most often.',
    cards: useCaseCards,
  },
  solutions: {
    id: homeAnchors.solutions,
    eyebrow: 'Solutions',
    heading: 'Solutions for every part of the financial value chain',
    intro:
      'Whether you hold a banking license, run a payments business or serve merchants and agents, we configure the platform around your model rather than the other way round.',
    items: [
      {
        icon: 'i-lucide-landmark',
        title: 'For banks',
        description: 'Modernize the core and channels without a risky big-bang migration.',
        details:
          'We run the new digital stack alongside your legacy core, migrate products in waves and keep both ledgers reconciled throughout. Banks typically see 30% faster processing once payments move onto the real-time rails.',
      },
      {
        icon: 'i-lucide-rocket',
        title: 'For fintechs',
        description: 'Go live on licensed, compliant infrastructure and focus on your product.',
        details:
          'Sandbox access on day one, production-grade APIs, and pre-built modules for wallets, cards and lending. Our average deployment is six months from contract to launch, and super app and government card programs have gone live in under six months.',
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
        description: 'Bring cash-in, cash-out, bill payments and account opening to every neighborhood.',
        details:
          'Agent apps work on low-cost Android phones and USSD, with float management, commissions and offline queueing for areas with weak connectivity. Institutions using our agent toolkit report a 25% increase in digital adoption within the first year.',
      },
    ],
    stats: solutionsStats,
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
      '{partners}+ integration partners, from card schemes and switches to billers and telcos',
      '{apiCalls}+ API calls handled every month',
      'Trusted by a network reaching {merchants} merchants',
      '{currencies}+ currencies supported for collections, payouts and card spend',
      'Up to {lowerCosts} lower transaction costs through local routing and netting',
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
      'tps',
      'reliability',
      'responseTime',
      'monitoring',
    ],
    screen: {
      title: 'Pay merchant',
      merchant: 'Selam Café',
      amount: 'ETB 85.00',
      tier: 'KYC tier 2',
      action: 'Pay now',
    },
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
        description: 'A production center and a same-city recovery center run active-active, with a remote recovery center at a second site: no single point of failure.',
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
    id: homeAnchors.technology,
    eyebrow: 'Technology',
    heading: 'Technology you can build a country-scale business on',
    intro:
      'A cloud-native, microservices architecture designed for high availability and predictable latency, deployable in our cloud, your data center or a local sovereign cloud.',
    panels: [
      {
        id: 'ledger',
        title: 'Every channel, one real-time ledger',
        description:
          'Payments from mobile and web apps, cards and POS terminals, agents and partner APIs all post to one real-time ledger. Each movement is recorded at once as a balanced debit and credit (here ETB 350.00 from a customer wallet to a merchant account), so customer balances, settlement and regulatory reports all read from the same books.',
        labels: {
          apps: 'Mobile and web',
          terminals: 'Cards and POS',
          agents: 'Agents',
          partners: 'Partner APIs',
          ledger: 'Real-time double-entry ledger',
          debit: 'Debit',
          credit: 'Credit',
          debitAccount: 'Customer wallet',
          creditAccount: 'Merchant account',
          amount: 'ETB 350.00',
          balanced: 'Posted and balanced at once',
          balances: 'Customer\nbalances',
          settlement: 'Settlement',
          reports: 'Regulatory\nreports',
        },
        items: [
          {
            icon: 'i-lucide-database',
            title: 'Real-time ledger',
            description: 'An immutable double-entry ledger posts every movement instantly and consistently.',
          },
          {
            icon: 'i-lucide-cpu',
            title: 'High-performance processing',
            description: 'Horizontally scalable services sustain 100,000 transactions per second with sub-100 ms responses.',
          },
        ],
      },
      {
        id: 'deployment',
        title: 'Two-site, three-center deployment',
        description:
          'Three data centers at two sites. At the primary site, a production center and a same-city disaster recovery center run active-active, kept in step by synchronous replication. At a second site in another city, a remote disaster recovery center receives every change by asynchronous replication. If a center fails, traffic fails over automatically.',
        labels: {
          primarySite: 'Site A · primary city',
          remoteSite: 'Site B · another city',
          production: 'Production\ncenter',
          sameCityRecovery: 'Same-city\ndisaster recovery\ncenter',
          remoteRecovery: 'Remote\ndisaster recovery\ncenter',
          syncReplication: 'Active-active · synchronous replication',
          asyncReplication: 'Asynchronous\nreplication',
        },
        items: [
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
      },
    ],
    stats: [
      'uptimeSla',
      { figure: 'responseTime', label: 'Average response' },
      { figure: 'reliability', label: 'Transaction reliability' },
      { figure: 'tps', label: 'TPS capacity' },
    ],
    languages: 'English, Amharic and other local languages, and Chinese',
  },
  about: {
    id: homeAnchors.about,
    eyebrow: 'About us',
    heading: 'Fintech infrastructure from Addis Ababa, for Africa and beyond',
    intro: 'We build the rails so our clients can build the products.',
    paragraphs: [
      'Tana Fintech was founded in Addis Ababa by engineers and bankers who had spent years integrating legacy systems for African banks. We set out to build the platform we wished we had had: real-time, API-first and designed for the realities of emerging markets, from agent cash networks to USSD and intermittent connectivity.',
      'Today our platform powers wallets, cards, digital banks and merchant acquiring for banks, fintechs, government programs and merchant networks. Our teams work in English, Amharic and other local languages, and in Chinese, supporting Chinese businesses investing in the region, with a target of serving 50K+ Chinese professionals in Ethiopia.',
      "We measure ourselves by our clients' launches: more than 50 implementations delivered, an average deployment time of six months, and an average 25% improvement in the performance of the processes we take over.",
    ],
    stats: aboutStats,
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
    id: homeAnchors.contact,
    eyebrow: 'Contact',
    heading: 'Get in touch',
    intro:
      'Tell us what you are building. A solutions engineer will reply within 24 hours to arrange a demo, a technical deep-dive or a commercial proposal.',
    points: [
      { icon: 'i-lucide-mail', label: 'Email', companyField: 'email' },
      { icon: 'i-lucide-phone', label: 'Phone', companyField: 'phone' },
      { icon: 'i-lucide-map-pin', label: 'Address', companyField: 'address' },
      { icon: 'i-lucide-clock', label: 'Response time', value: 'We reply within 24 hours' },
    ],
  },
};

export default sections;
