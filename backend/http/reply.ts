import { createHash } from 'node:crypto';

/** What a route handler answers; the server turns it into an HTTP response. */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Destroy the socket instead of answering (fault injection). */
  drop?: boolean;
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}

/**
 * The backend's own pages (web UI, consent screen) show what visitors typed: a strict policy allows
 * only their inline stylesheets (by hash), and no page may frame them.
 */
function pageSecurityHeaders(markup: string): Record<string, string> {
  const styles = [...markup.matchAll(/<style>([^<]*)<\/style>/g)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css ?? '').digest('base64')}'`,
  );
  const policy = [
    "default-src 'none'",
    `style-src ${styles.join(' ') || "'none'"}`,
    'img-src data:',
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Not no-referrer: with it, the browser sends `Origin: null` on the UI's own form posts.
    'Referrer-Policy': 'same-origin',
  };
}

export function html(status: number, markup: string): Reply {
  return { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...pageSecurityHeaders(markup) }, body: markup };
}

export function redirect(location: string, status = 302): Reply {
  return { status, headers: { Location: location } };
}

export const noContent = (): Reply => ({ status: 204 });
