import type { PageContent } from '../../types';

export default {
  template: 'password-reset',
  title: 'Reset your password',
  description:
    'Forgot the password of your Tana Fintech account? Ask for a reset link by email, then choose a new password.',
  icon: 'i-lucide-key-round',
  intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  noindex: true,
} satisfies PageContent;
