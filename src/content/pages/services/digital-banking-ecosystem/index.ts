import type { PageContent } from '../../../types';
import { ecosystemCards } from './index.shared';

export default {
  template: 'index',
  title: 'Digital Banking Ecosystem',
  seoTitle: 'Digital Banking Ecosystem: core, channels and open APIs',
  description:
    'Cloud core banking, mobile and internet banking, branch tablets, open APIs, workflow automation and AI assistants that work as one digital bank.',
  blurb:
    'Core banking, mobile and internet banking, open APIs and workflow automation that work as one digital bank.',
  icon: 'i-lucide-landmark',
  badge: 'Digital Banking Ecosystem',
  intro:
    'Nine modules that share one customer record, one ledger and one API layer. Launch a complete digital bank, or add the channel you are missing to the core you already run.',
  cards: ecosystemCards,
  actions: [{ kind: 'contact', label: 'Plan Your Digital Bank', topic: 'a digital banking ecosystem consultation' }],
} satisfies PageContent;
