/** What an auth redirect (email link, social sign-in) left in the URL, query and fragment merged. */
export interface AuthRedirectParams {
  /** True when the redirect reports a failure (e.g. Cancel on the consent screen): see `authRedirectError`. */
  hasError: boolean;
  /** True when the fragment carries tokens that supabase-js turns into a session. */
  hasTokens: boolean;
  /** True when the query carries a PKCE code that supabase-js exchanges for a session. */
  hasCode: boolean;
}

/** The redirect's parameters, from the fragment and the query (the query's win). */
export function redirectParams(location: { search: string; hash: string }): URLSearchParams {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  for (const [key, value] of new URLSearchParams(location.search)) params.set(key, value);
  return params;
}

/** The error parameters a redirect may carry, when one of them has a value. */
export function errorParameter(params: URLSearchParams, name: 'error' | 'error_code' | 'error_description'): string | null {
  return params.get(name)?.trim() || null;
}

export function readAuthRedirect(location: { search: string; hash: string }): AuthRedirectParams {
  const params = redirectParams(location);
  return {
    hasError: (['error', 'error_code', 'error_description'] as const).some((name) => errorParameter(params, name) !== null),
    hasTokens: params.has('access_token') && params.has('refresh_token'),
    hasCode: new URLSearchParams(location.search).has('code'),
  };
}
