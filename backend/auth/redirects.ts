import { isLoopbackHost } from '../http/loopback.ts';

/**
 * The redirect target if it is the site URL, one of its paths, or any loopback address;
 * otherwise the site URL. Never an open redirect.
 */
export function safeRedirect(candidate: string | undefined | null, siteUrl: string): string {
  if (!candidate) return siteUrl;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return siteUrl;
  if (url.username || url.password) return siteUrl;
  if (isLoopbackHost(url.hostname)) return url.href;
  const site = new URL(siteUrl);
  const sitePath = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
  const underSite = url.pathname === site.pathname || url.pathname.startsWith(sitePath);
  return url.origin === site.origin && underSite ? url.href : siteUrl;
}

/** Appends parameters to the fragment (implicit flow) or the query (PKCE / errors). */
export function withParams(target: string, params: Record<string, string>, where: 'hash' | 'query'): string {
  const url = new URL(target);
  const encoded = new URLSearchParams(params).toString();
  if (where === 'hash') {
    url.hash = encoded;
  } else {
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  }
  return url.href;
}
