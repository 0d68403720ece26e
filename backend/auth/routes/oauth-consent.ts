import { badRequest } from '../../http/api-error.ts';
import type { RequestContext } from '../../http/context.ts';
import { html, redirect, type Reply } from '../../http/reply.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { consentPage } from '../consent-page.ts';
import { isValidEmail } from '../emails.ts';
import type { ProviderAccount } from '../oauth-providers.ts';
import { stringOf } from '../records.ts';

async function knownAccounts(deps: AuthDeps, provider: string): Promise<ProviderAccount[]> {
  const identities = await deps.users.providerAccounts(provider);
  return identities.map((identity) => ({
    email: stringOf(identity.identity_data.email) ?? '',
    name: stringOf(identity.identity_data.name) ?? '',
  }));
}

async function pendingState(deps: AuthDeps, id: string | undefined) {
  const state = await deps.oauthStates.find(id);
  if (!state) throw badRequest('bad_oauth_state', 'OAuth state parameter is invalid');
  return state;
}

/** GET /_emulator/oauth/consent?state=…: "Sign in with Google — local". */
export async function showConsent(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const state = await pendingState(deps, ctx.query('state'));
  return html(200, consentPage({ provider: state.provider, state: state.id, accounts: await knownAccounts(deps, state.provider) }));
}

/** POST /_emulator/oauth/consent: Continue hands a code to /callback; Cancel sends access_denied. */
export async function submitConsent(ctx: RequestContext, deps: AuthDeps): Promise<Reply> {
  const form = new URLSearchParams((await ctx.body()).toString('utf8'));
  const state = await pendingState(deps, form.get('state') ?? undefined);
  const callback = new URL(`${deps.config.url}/auth/v1/callback`);
  callback.searchParams.set('state', state.id);
  if (form.get('action') === 'cancel') {
    callback.searchParams.set('error', 'access_denied');
    callback.searchParams.set('error_description', 'The user denied access');
    return redirect(callback.href, 303);
  }
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const name = (form.get('name') ?? '').trim() || email.split('@')[0] || '';
  if (!isValidEmail(email)) {
    const accounts = await knownAccounts(deps, state.provider);
    const view = { provider: state.provider, state: state.id, accounts, email, name, error: 'Enter a valid e-mail address.' };
    return html(400, consentPage(view));
  }
  callback.searchParams.set('code', await deps.oauthStates.grant(state.id, { email, name }));
  return redirect(callback.href, 303);
}
