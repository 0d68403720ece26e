import { randomBytes } from 'node:crypto';
import { badRequest } from '../../http/api-error.ts';
import type { RequestContext } from '../../http/context.ts';
import { redirect, type Reply } from '../../http/reply.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { inTransaction } from '../auth-transaction.ts';
import { readPkce } from '../flow-states.ts';
import { isProvider } from '../oauth-providers.ts';
import type { OAuthState } from '../oauth-states.ts';
import { SignupsDisabledError, userForProviderAccount } from '../oauth-users.ts';
import { redirectTarget } from '../redirect-target.ts';
import { sessionParams, signIn } from '../session-response.ts';

/** Error parameters go in both the query and the fragment, like GoTrue. */
function errorRedirect(target: string, error: string, code: string, description: string): Reply {
  const params = new URLSearchParams({ error, error_code: code, error_description: description });
  const url = new URL(target);
  for (const [key, value] of params) url.searchParams.set(key, value);
  url.hash = params.toString();
  return redirect(url.href);
}

/** GET /authorize?provider=…&redirect_to=…[&code_challenge…]: on to the local consent screen. */
export async function authorize(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const provider = ctx.query('provider');
  if (!isProvider(provider)) throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
  const pkce = readPkce(ctx.query('code_challenge'), ctx.query('code_challenge_method'));
  const state = await deps.oauthStates.create(provider, redirectTarget(ctx, deps), pkce);
  return redirect(`${deps.config.url}/_emulator/oauth/consent?${new URLSearchParams({ state })}`);
}

/** The account chosen on the consent screen becomes a user and a code or session, in one transaction. */
function finish(deps: AuthDeps, state: OAuthState): Promise<Reply> {
  return inTransaction(deps, (tx) => finishIn(tx, state));
}

async function finishIn(deps: AuthDeps, state: OAuthState): Promise<Reply> {
  if (!state.account) return errorRedirect(state.redirect_to, 'server_error', 'bad_oauth_callback', 'No account was chosen');
  let user;
  try {
    user = await userForProviderAccount(deps, state.provider, state.account);
  } catch (error) {
    if (!(error instanceof SignupsDisabledError)) throw error;
    return errorRedirect(state.redirect_to, 'access_denied', 'signup_disabled', 'Signups not allowed for this instance');
  }
  if (state.code_challenge && state.code_challenge_method) {
    const pkce = { codeChallenge: state.code_challenge, method: state.code_challenge_method };
    const authCode = await deps.flows.create(user.id, state.provider, pkce, 'oauth');
    await deps.flows.issue(authCode, user.id);
    const url = new URL(state.redirect_to);
    url.searchParams.set('code', authCode);
    return redirect(url.href);
  }
  const session = await signIn(deps, user, 'oauth', state.provider);
  const providerToken = randomBytes(24).toString('base64url');
  const url = new URL(state.redirect_to);
  url.hash = new URLSearchParams(sessionParams(session, { provider_token: providerToken })).toString();
  return redirect(url.href);
}

/** GET /callback?code&state (or ?error&state after Cancel): ends at redirect_to. */
export async function callback(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const state = await deps.oauthStates.find(ctx.query('state'));
  if (!state) throw badRequest('bad_oauth_state', 'OAuth state parameter is invalid');
  await deps.oauthStates.consume(state.id);
  const providerError = ctx.query('error');
  if (providerError) {
    const description = ctx.query('error_description') ?? 'The user denied access';
    return errorRedirect(state.redirect_to, providerError, providerError, description);
  }
  if (!state.provider_code || ctx.query('code') !== state.provider_code) {
    return errorRedirect(state.redirect_to, 'server_error', 'bad_oauth_callback', 'OAuth callback with invalid code');
  }
  return finish(deps, state);
}
