import type { User } from '@supabase/supabase-js';
import { words } from '../session-words';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** How the header names the signed-in user: their name from sign-up or the provider, else the e-mail. */
export function displayName(user: User): string {
  const meta = user.user_metadata ?? {};
  const fullName = [text(meta.first_name), text(meta.last_name)].filter(Boolean).join(' ');
  return fullName || text(meta.full_name) || text(meta.name) || text(user.email) || words.account.fallbackName;
}

export function initials(user: User): string {
  const letters = displayName(user)
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
