import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from './api-error.ts';
import { isLoopbackHost } from './loopback.ts';

/**
 * The backend is for this machine only. Every request must be addressed to a loopback name with
 * one of the backend's own ports: a page whose DNS name was rebound to 127.0.0.1 still sends its own
 * name in Host, and is refused.
 */
export function isOwnHost(host: string | undefined, ports: string[]): boolean {
  if (!host || !/^[\w.:[\]-]+$/.test(host)) return false;
  const url = URL.parse(`http://${host}`);
  return url !== null && isLoopbackHost(url.hostname) && ports.includes(url.port);
}

/**
 * The control surfaces (the test API, with the service-role key, reset and faults, and the web
 * UI) are not part of the auth or form services: only the backend's own pages and the configured
 * site may reach them from a browser. Node scripts and tests send no Origin and are let through.
 */
export function isControlPath(path: string): boolean {
  return !path.startsWith('/auth/v1/') && !path.startsWith('/f/') && !path.startsWith('/_emulator/oauth/');
}

/** Origins trusted on the control surfaces: the backend itself (as the browser reached it) and the site. */
export function isTrustedOrigin(origin: string, host: string, siteUrl: string): boolean {
  return origin === `http://${host}` || origin === URL.parse(siteUrl)?.origin;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Why a request must be refused before it reaches a route, or undefined when it may go on. */
export function localOnlyRefusal(
  headers: IncomingHttpHeaders,
  path: string,
  config: { ownPorts: string[]; siteUrl: string },
): ApiError | undefined {
  const host = header(headers, 'host');
  if (!isOwnHost(host, config.ownPorts)) {
    const port = config.ownPorts.join(' or ');
    return new ApiError(403, 'host_not_allowed', `This local backend only answers requests to 127.0.0.1 or localhost on port ${port}`);
  }
  if (!isControlPath(path)) return undefined;
  const origin = header(headers, 'origin');
  if (origin !== undefined) {
    return isTrustedOrigin(origin, host ?? '', config.siteUrl)
      ? undefined
      : new ApiError(403, 'origin_not_allowed', 'Only the local backend and the site may use this from a browser');
  }
  // A request without Origin from another page (an <img> or <script> pointing here) is refused too;
  // following a link to the web UI is fine.
  const site = header(headers, 'sec-fetch-site');
  const crossSite = site === 'cross-site' || site === 'same-site';
  if (crossSite && header(headers, 'sec-fetch-mode') !== 'navigate') {
    return new ApiError(403, 'origin_not_allowed', 'Only the local backend and the site may use this from a browser');
  }
  return undefined;
}
