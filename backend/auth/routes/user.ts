import { ApiError, badRequest } from '../../http/api-error.ts';
import type { RequestContext } from '../../http/context.ts';
import { json, noContent, type Reply } from '../../http/reply.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { inTransaction } from '../auth-transaction.ts';
import { assertPasswordStrength, checkPassword, hashPassword } from '../passwords.ts';
import { isRecord, stringOf, type JsonRecord } from '../records.ts';
import { requireUser } from '../require-user.ts';
import type { LogoutScope } from '../session-store.ts';
import { currentUserJson } from '../session-response.ts';
import type { UserChanges } from '../user-store.ts';

const SCOPES: LogoutScope[] = ['global', 'local', 'others'];

/** GET /user */
export async function getUser(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const { user } = await requireUser(ctx, deps);
  return json(200, await currentUserJson(deps, user));
}

function mergeMetadata(current: JsonRecord, patch: JsonRecord): JsonRecord {
  const merged = { ...current, ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === null) delete merged[key];
  return merged;
}

/**
 * PUT /user: metadata merged (null removes a key), password changed. No reauthentication is asked
 * for (GoTrue's `secure_password_change` is off by default).
 */
export async function updateUser(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const body = await ctx.json();
  const { user, session } = await requireUser(ctx, deps);
  const changes: UserChanges = {};
  const email = stringOf(body.email);
  if (email !== undefined && email.trim().toLowerCase() !== user.email) {
    throw new ApiError(422, 'validation_failed', 'Changing the e-mail address is not supported by the local backend');
  }
  const password = body.password ?? undefined;
  if (password !== undefined) {
    if (typeof password !== 'string') throw badRequest('bad_json', 'Could not parse request body as JSON: password must be a string');
    assertPasswordStrength(password);
    if (await checkPassword(password, user.encrypted_password)) {
      throw new ApiError(422, 'same_password', 'New password should be different from the old password.');
    }
    changes.encrypted_password = await hashPassword(password, deps.config.bcryptCost);
  }
  if (body.data !== undefined) {
    if (!isRecord(body.data)) throw badRequest('validation_failed', 'data must be an object');
    changes.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, body.data);
  }
  // A new password ends every other session of the user, as GoTrue's UpdatePassword does: both or neither.
  const updated = await inTransaction(deps, async (tx) => {
    const changed = await tx.users.update(user.id, changes);
    if (password !== undefined) await tx.sessions.logout(user.id, session.id, 'others');
    return changed;
  });
  return json(200, await currentUserJson(deps, updated));
}

/** POST /logout?scope=global|local|others */
export async function logout(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const scope = (ctx.query('scope') ?? 'global') as LogoutScope;
  if (!SCOPES.includes(scope)) throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  const { user, session } = await requireUser(ctx, deps);
  await deps.sessions.logout(user.id, session.id, scope);
  return noContent();
}
