/** What an auth redirect (email link, social sign-in) left in the URL, query and fragment merged. */
export interface AuthRedirectParams {
  /** The error's own description, when the redirect reports a failure (e.g. Cancel on the consent screen). */
  error: string | null;
  /** True when the fragment carries tokens that supabase-js turns into a session. */
  hasTokens: boolean;
  /** True when the query carries a PKCE code that supabase-js exchanges for a session. */
  hasCode: boolean;
}

export function readAuthRedirect(location: { search: string; hash: string }): AuthRedirectParams {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  for (const [key, value] of new URLSearchParams(location.search)) params.set(key, value);
  const description = params.get('error_description') ?? params.get('error');
  return {
    error: description && description.trim() ? description : null,
    hasTokens: params.has('access_token') && params.has('refresh_token'),
    hasCode: new URLSearchParams(location.search).has('code'),
  };
}
