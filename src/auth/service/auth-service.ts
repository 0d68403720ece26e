import { localPath } from '../../i18n/local-path';

/** Where the auth service lives: the build's env, exactly as in production. */
export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL ?? '';
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY ?? '';

/** Sign-up confirmation and social sign-in come back to the site's root, in the visitor's language (`/`, `/zh`). */
export function siteRootUrl(): string {
  return siteUrl('/');
}

/** An absolute URL of a page of this site in this language, for the links e-mails and providers bring the visitor back to. */
export function siteUrl(path: string): string {
  return `${window.location.origin}${localPath(path)}`;
}
