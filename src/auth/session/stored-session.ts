import type { Session } from '@supabase/supabase-js';
import { authStorageKey } from '../../before-hydration/session-key';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The claims of a JWT, or undefined when it is not one (the signature is the server's to check). */
function jwtClaims(token: unknown): Record<string, unknown> | undefined {
  if (typeof token !== 'string') return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const json = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return isRecord(claims) ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** A session as supabase-js writes it: tokens, expiry and a user whose id is the token's subject. */
export function parseStoredSession(raw: string | null): Session | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.user)) return null;
  const claims = jwtClaims(value.access_token);
  const valid =
    claims !== undefined &&
    typeof claims.sub === 'string' &&
    claims.sub === value.user.id &&
    typeof value.refresh_token === 'string' &&
    value.refresh_token.length > 0 &&
    typeof value.expires_at === 'number';
  return valid ? (value as unknown as Session) : null;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings): then there is simply no stored session.
    return undefined;
  }
}

/**
 * Reads the stored session synchronously, without loading supabase-js. A tampered or corrupt entry
 * is removed, so the visitor is simply signed out and the client never restores it.
 */
export function readStoredSession(): Session | null {
  const store = storage();
  const raw = store?.getItem(authStorageKey) ?? null;
  const session = parseStoredSession(raw);
  if (raw !== null && session === null) store?.removeItem(authStorageKey);
  return session;
}
