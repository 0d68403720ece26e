import type { PageContent } from '../../types';

export default {
  template: 'document',
  docType: 'Business case',
  title: 'The Business Case for a Neobank',
  seoTitle: 'Business case: launching a neobank in East Africa',
  description:
    'The market opportunity, revenue model, cost structure, launch plan and risks of launching a digital bank, with the numbers behind the decision.',
  blurb: 'The market, the model and the plan behind launching a digital bank.',
  icon: 'i-lucide-file-chart-column',
  published: '2024-03',
  topic: 'a conversation about the neobank business case',
  summary:
    'This business case is written for boards, founders and investors considering a digital bank. It explains where a neobank makes money, why its cost structure differs from a branch bank, what it takes to launch, and which risks to manage. Figures are indicative ranges drawn from Tana Fintech deployments and should be refined with a market-specific model.',
  sections: [
    {
      heading: '1. The opportunity',
      paragraphs: [
        'Populations across East Africa are young, increasingly urban and comfortable on their phones. Many adults still have limited access to formal accounts, credit or insurance. Traditional branch banking cannot serve small balances profitably; a digital bank can.',
        'Meanwhile the infrastructure has matured: national digital ID, instant payment switches, interoperable QR and a growing base of merchants accepting digital payments. A neobank built today can plug into these rails instead of building them.',
      ],
      bullets: [
        'Young, mobile-first customers underserved by branch networks',
        'SMEs and sole traders that need simple accounts, payments and working capital',
        'Salaried workers seeking savings, salary advances and cards',
        'Diaspora and cross-border customers sending and receiving money',
      ],
    },
    {
      heading: '2. Product proposition',
      paragraphs: [
        'A neobank wins by being the account customers use every day. That requires a complete proposition at launch rather than a single feature: accounts and cards for daily spending, a reason to save, access to credit, and tools for small businesses.',
        'The Tana Fintech platform provides all of these as configurable modules, so the launch range is a business decision rather than a development backlog.',
      ],
      bullets: [
        'Accounts: current and savings accounts opened in minutes, with goals and statements',
        'Cards: virtual at sign-up, physical debit within days, full in-app controls',
        'Investments: term deposits, treasury bills and funds through licensed partners',
        'Lending: salary advances, personal loans and BNPL scored from transaction data',
        'Business banking: SME accounts, invoicing, bulk payments and merchant acceptance',
        'Insurance: embedded life, health, device and credit-protection cover',
      ],
    },
    {
      heading: '3. Revenue model',
      paragraphs: [
        'Neobank revenue comes from several streams that grow at different speeds. Interchange and payment fees start on day one. Net interest income from lending grows as the bank builds data on its customers. Subscription tiers, FX margins and insurance commissions add diversified income.',
        'The strongest digital banks reach profitability by concentrating on primary-account relationships: customers whose salary lands in the account spend more, borrow more and churn less. The product plan should therefore prioritize salary accounts and payroll partnerships early.',
      ],
      bullets: [
        'Card interchange and merchant acquiring fees',
        'Net interest income on loans and BNPL',
        'Premium subscription tiers',
        'FX margins on cross-border payments in 150+ currencies',
        'Commissions on insurance, investments and bill payments',
      ],
    },
    {
      heading: '4. Cost structure',
      paragraphs: [
        'A digital bank has no branch estate and automates most operations. The main costs are technology, customer acquisition, compliance and a lean operations team. Running on a managed platform turns the largest fixed cost, the core and channels, into a predictable per-customer charge.',
        'Real-time processing and local routing reduce transaction costs by up to 40% compared with legacy, cross-border-routed rails, and automated onboarding removes most of the cost of opening an account. In our implementations, processing is typically 30% faster and operational performance improves by around 25% on average.',
      ],
      bullets: [
        'Technology: platform subscription scaled to active customers',
        'Acquisition: referral programs, partnerships and digital marketing',
        'Compliance: KYC checks, AML monitoring and regulatory reporting',
        'Operations: support, disputes and reconciliation, largely automated',
      ],
    },
    {
      heading: '5. Launch plan and timeline',
      paragraphs: [
        'Our average deployment from contract to launch is six months. The plan runs in parallel workstreams: licensing or partner-bank agreements, product and brand design, platform configuration and integrations, and operational readiness.',
        'A staff and friends pilot before launch tests journeys with real money before public launch. Post-launch, the roadmap adds products in short cycles based on usage data.',
      ],
      bullets: [
        'Plan: business case, license path, product design and brand',
        'Build: platform configuration, integrations with schemes, switches and bureaus',
        'Prepare: security testing, regulatory review and operations training',
        'Pilot: closed pilot with staff and friendly customers',
        'Launch: public launch and first growth campaigns',
      ],
    },
    {
      heading: '6. Risks and how to manage them',
      paragraphs: [
        'Regulatory risk is the first to address: the license path (own license, partner bank or banking-as-a-service) shapes timeline, capital and control. Engaging the regulator early and choosing a platform with built-in compliance reporting reduces surprises.',
        'Credit risk grows with the lending book; start with small, short-term products and increase limits as data accumulates. Operational risk is managed through a resilient two-site, three-center deployment, a 99.9% uptime SLA and 24/7 monitoring. Fraud risk is addressed with device binding, biometrics and real-time transaction scoring.',
      ],
    },
    {
      heading: '7. Why Tana Fintech',
      paragraphs: [
        'Tana Fintech has delivered more than 50 implementations across wallets, cards, core banking and digital banks, processing over 50 million transactions and connecting to more than 600 integration partners. The platform handles over 100 million API calls a month and is engineered for 100,000 transactions per second with responses under 100 ms.',
        'We support our clients in English, Amharic and other local languages, and Chinese. To build your own model from this business case, write to us through the contact form on our home page; we reply within 24 hours.',
      ],
    },
  ],
} satisfies PageContent;
