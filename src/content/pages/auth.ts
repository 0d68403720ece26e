import type { PageContent } from '../types';

export default {
  template: 'auth',
  title: 'Sign in',
  seoTitle: 'Sign in or create an account',
  description:
    'Sign in to the Tana Fintech platform or create an account to access our banking and payments infrastructure.',
  icon: 'i-lucide-log-in',
  subtitle: 'Access your fintech infrastructure platform',
} satisfies PageContent;
