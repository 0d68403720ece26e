import type { Provider } from '@supabase/supabase-js';

export const SOCIAL_PROVIDERS = [
  { id: 'google', label: 'Google', icon: 'i-lucide-chrome' },
  { id: 'github', label: 'GitHub', icon: 'i-lucide-github' },
  { id: 'twitter', label: 'Twitter', icon: 'i-lucide-twitter' },
] as const satisfies readonly { id: Provider; label: string; icon: `i-lucide-${string}` }[];
