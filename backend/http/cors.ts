import { isLoopbackHost } from './loopback.ts';

const AUTH_ALLOW_HEADERS = 'apikey, authorization, content-type, x-client-info, x-supabase-api-version';
const FORM_ALLOW_HEADERS = 'accept, content-type, x-requested-with';

/**
 * Auth CORS as the reference requires: any origin, GoTrue's headers, version header exposed. Never
 * with credentials: supabase-js sends bearer tokens, not cookies, so nothing ambient is shared.
 */
export function authCorsHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': AUTH_ALLOW_HEADERS,
    'Access-Control-Expose-Headers': 'X-Supabase-Api-Version',
    'Access-Control-Max-Age': '86400',
  };
}

/** The test API: readable from a browser only by the configured site (tests that run in its pages). */
export function controlCorsHeaders(origin: string | undefined, siteUrl: string): Record<string, string> {
  if (!origin || origin !== URL.parse(siteUrl)?.origin) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'content-type',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  };
}

/** Form CORS: only the site's origin and loopback origins may post from a browser. */
export function formCorsHeaders(origin: string | undefined, siteUrl: string): Record<string, string> {
  if (!origin || !isAllowedFormOrigin(origin, siteUrl)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': FORM_ALLOW_HEADERS,
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  };
}

function isAllowedFormOrigin(origin: string, siteUrl: string): boolean {
  try {
    const url = new URL(origin);
    return url.origin === new URL(siteUrl).origin || isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}
