import { locales, type Locale } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';

/** The page a visitor is never sent back to: the sign-in page itself (src/auth/redirects/return-path.ts). */
const AUTH_PATH = '/auth';

/**
 * Supabase's redirect allow-list for the site: every URL the app passes as `redirectTo` or
 * `emailRedirectTo`, exactly. The app sends a visitor back to a page of the site in her language:
 * the site root after sign-up confirmation and social sign-in, `/auth/reset-password` after a reset
 * link, the page that asked for sign-in (any page but `/auth`) after social sign-in from it.
 * Supabase sends any other URL to the Site URL instead.
 */
export function supabaseRedirectUrls(origin: string, pages: string[], languages: readonly Locale[] = locales): string[] {
  const returnable = pages.filter((path) => path !== AUTH_PATH);
  return languages.flatMap((locale) => returnable.map((path) => `${origin}${pathIn(locale, path)}`));
}
