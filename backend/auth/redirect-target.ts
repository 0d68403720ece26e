import type { RequestContext } from '../http/context.ts';
import type { AuthDeps } from './auth-deps.ts';
import { safeRedirect } from './redirects.ts';

/** `redirect_to` from the query (or a body fallback), checked against the allow-list. */
export function redirectTarget(ctx: RequestContext, deps: AuthDeps, fallback?: string): string {
  return safeRedirect(ctx.query('redirect_to') ?? fallback, deps.config.siteUrl);
}
