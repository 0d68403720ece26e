import { json, type Reply } from '../../http/reply.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { PROVIDERS } from '../oauth-providers.ts';

/** GET /settings */
export function settings(deps: AuthDeps): Reply {
  const external: Record<string, boolean> = { anonymous_users: false, email: true, phone: false };
  for (const provider of Object.keys(PROVIDERS)) external[provider] = true;
  return json(200, {
    external,
    disable_signup: deps.config.settings.disableSignup,
    mailer_autoconfirm: deps.config.settings.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/** GET /health */
export const health = (): Reply =>
  json(200, {
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });

/** GET /.well-known/jwks.json: HS256 keys are symmetric, so none are published. */
export const jwks = (): Reply => json(200, { keys: [] });
