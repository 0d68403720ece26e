import { isLoopbackHost } from './loopback.ts';

const AUTH_ALLOW_HEADERS = 'apikey, authorization, content-type, x-client-info, x-supabase-api-version';
const FORM_ALLOW_HEADERS = 'accept, content-type, x-requested-with';

/** Auth CORS as the reference requires: any requesting origin, GoTrue's headers, version header exposed. */
export function authCorsHeaders(origin: string | undefined): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    ...(origin ? { 'Access-Control-Allow-Credentials': 'true' } : {}),
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': AUTH_ALLOW_HEADERS,
    'Access-Control-Expose-Headers': 'X-Supabase-Api-Version',
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
