export const site = {
  name: 'Tana Fintech',
  shortName: 'Tana',
  tagline: 'Powering the future of financial technology',
  description:
    'Real-time, API-first banking and payments infrastructure for banks, fintechs, merchants and agents: neo banking, BNPL, wallets, cards and acquiring.',
  copyrightYear: 2024,
} as const;
