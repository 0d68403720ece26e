import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'Business Process Management',
  seoTitle: 'Business Process Management for banks and fintechs',
  description:
    'Model, automate and monitor banking processes such as loan approval, onboarding and disputes with visual workflows, SLAs and full audit trails.',
  blurb: 'Model, automate and monitor back-office processes from loan approval to dispute handling.',
  icon: 'i-lucide-workflow',
  menu: { menu: 'digital-banking-ecosystem', label: 'Business Process Management', order: 7 },
  aliases: ['/services/digital-banking-ecosystem/bpm'],
  intro:
    'Our BPM suite turns paper-heavy back-office work, from credit approval to chargeback handling, into visual workflows that route tasks, enforce rules and show where every case stands.',
  highlights: [
    {
      icon: 'i-lucide-git-branch',
      title: 'Visual modeling',
      description: 'Draw processes in BPMN 2.0 with decisions, parallel steps and escalations.',
    },
    {
      icon: 'i-lucide-timer',
      title: 'SLA tracking',
      description: 'Every task has a deadline; overdue work escalates automatically to the next level.',
    },
    {
      icon: 'i-lucide-chart-line',
      title: 'Process analytics',
      description: 'See volumes, cycle times and bottlenecks by process, team and branch.',
    },
  ],
  features: {
    title: 'Features',
    items: [
      'Drag-and-drop process designer based on BPMN 2.0',
      'Business rules and decision tables for approvals and limits',
      'Task inboxes with role-based assignment and escalation',
      'Document capture, versioning and e-signature steps',
      'Connectors to core banking, card management and CRM systems',
      'Complete audit trail of every decision and change',
    ],
  },
  benefits: {
    title: 'Benefits',
    items: [
      'Cut loan and onboarding turnaround from days to hours',
      'Apply policy the same way in every branch and team',
      'Pass audits with a complete record of who decided what and when',
      'Change a process without a development project',
    ],
  },
  actions: [{ kind: 'contact', label: 'Request Demo', topic: 'a business process management demo' }],
} satisfies PageContent;
