import type { PageContent } from '../types';

export default {
  template: 'account',
  title: 'Your account',
  description: 'Your Tana Fintech account: the name and company role you signed up with, your password and your sessions.',
  icon: 'i-lucide-circle-user',
  intro: 'The profile you signed up with, your password, and the devices where you are signed in.',
  noindex: true,
  access: 'signed-in',
} satisfies PageContent;
