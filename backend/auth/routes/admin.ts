import { ApiError } from '../../http/api-error.ts';
import type { RequestContext } from '../../http/context.ts';
import { json, type Reply } from '../../http/reply.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { requireServiceRole } from '../require-user.ts';
import { currentUserJson } from '../session-response.ts';

const userNotFound = () => new ApiError(404, 'user_not_found', 'User not found');

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** GET /admin/users?page=&per_page= */
export async function listUsers(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  await requireServiceRole(ctx, deps);
  const page = positive(ctx.query('page'), 1);
  const perPage = positive(ctx.query('per_page'), 50);
  const all = await deps.users.list();
  const slice = all.slice((page - 1) * perPage, page * perPage);
  const users = await Promise.all(slice.map((user) => currentUserJson(deps, user)));
  return json(200, { users, aud: 'authenticated' }, { 'X-Total-Count': String(all.length) });
}

/** GET /admin/users/:id */
export async function getUserById(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  await requireServiceRole(ctx, deps);
  const user = await deps.users.byId(ctx.params.id ?? '');
  if (!user) throw userNotFound();
  return json(200, await currentUserJson(deps, user));
}

/** DELETE /admin/users/:id */
export async function deleteUser(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  await requireServiceRole(ctx, deps);
  if (!(await deps.users.delete(ctx.params.id ?? ''))) throw userNotFound();
  return json(200, {});
}
