import type { Router } from '../http/router.ts';
import type { AuthDeps } from './auth-deps.ts';
import { deleteUser, getUserById, listUsers } from './routes/admin.ts';
import { health, jwks, settings } from './routes/meta.ts';
import { authorize, callback } from './routes/oauth.ts';
import { showConsent, submitConsent } from './routes/oauth-consent.ts';
import { recover } from './routes/recover.ts';
import { resend } from './routes/resend.ts';
import { signup } from './routes/signup.ts';
import { token } from './routes/token.ts';
import { getUser, logout, updateUser } from './routes/user.ts';
import { verifyLink, verifyOtp } from './routes/verify.ts';

/** Mounts the GoTrue surface under /auth/v1 and the local OAuth consent screen. */
export function addAuthRoutes(router: Router, deps: AuthDeps): void {
  const base = '/auth/v1';
  router
    .add('POST', `${base}/signup`, (ctx) => signup(ctx, deps))
    .add('POST', `${base}/token`, (ctx) => token(ctx, deps))
    .add('POST', `${base}/logout`, (ctx) => logout(ctx, deps))
    .add('GET', `${base}/user`, (ctx) => getUser(ctx, deps))
    .add('PUT', `${base}/user`, (ctx) => updateUser(ctx, deps))
    .add('GET', `${base}/verify`, (ctx) => verifyLink(ctx, deps))
    .add('POST', `${base}/verify`, (ctx) => verifyOtp(ctx, deps))
    .add('POST', `${base}/resend`, (ctx) => resend(ctx, deps))
    .add('POST', `${base}/recover`, (ctx) => recover(ctx, deps))
    .add('GET', `${base}/authorize`, (ctx) => authorize(ctx, deps))
    .add('GET', `${base}/callback`, (ctx) => callback(ctx, deps))
    .add('GET', `${base}/settings`, () => settings(deps))
    .add('GET', `${base}/health`, () => health())
    .add('GET', `${base}/.well-known/jwks.json`, () => jwks())
    .add('GET', `${base}/admin/users`, (ctx) => listUsers(ctx, deps))
    .add('GET', `${base}/admin/users/:id`, (ctx) => getUserById(ctx, deps))
    .add('DELETE', `${base}/admin/users/:id`, (ctx) => deleteUser(ctx, deps))
    .add('GET', '/_emulator/oauth/consent', (ctx) => showConsent(ctx, deps))
    .add('POST', '/_emulator/oauth/consent', (ctx) => submitConsent(ctx, deps));
}
