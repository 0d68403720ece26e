import { currentUserJson } from '../auth/session-response.ts';
import { json } from '../http/reply.ts';
import type { Router } from '../http/router.ts';
import { advanceClock, applySettings, clockJson, resetEmulator, settingsJson, type EmulatorDeps } from './emulator-state.ts';

/** JSON endpoints for tests under /_emulator/api/. */
export function addEmulatorApiRoutes(router: Router, deps: EmulatorDeps): void {
  const base = '/_emulator/api';
  const { config, auth } = deps;
  router
    .add('GET', `${base}/keys`, () =>
      json(200, { url: config.url, anon_key: auth.keys.anonKey, service_role_key: auth.keys.serviceRoleKey }),
    )
    .add('GET', `${base}/mail`, async () => json(200, await auth.mailbox.list()))
    .add('GET', `${base}/submissions`, async (ctx) => json(200, await deps.submissions.list(ctx.query('form'))))
    .add('GET', `${base}/users`, async () => {
      const users = await auth.users.list();
      return json(200, await Promise.all(users.map((user) => currentUserJson(auth, user))));
    })
    .add('POST', `${base}/reset`, async () => {
      await resetEmulator(deps);
      return json(200, { ok: true });
    })
    .add('GET', `${base}/faults`, () => json(200, { forms: deps.faults.current() ?? null }))
    .add('POST', `${base}/faults`, async (ctx) => {
      deps.faults.configure(await ctx.json());
      return json(200, { forms: deps.faults.current() ?? null });
    })
    .add('GET', `${base}/clock`, () => json(200, clockJson(config)))
    .add('POST', `${base}/clock`, async (ctx) => {
      advanceClock(config, await ctx.json());
      return json(200, clockJson(config));
    })
    .add('GET', `${base}/settings`, () => json(200, settingsJson(config.settings)))
    .add('POST', `${base}/settings`, async (ctx) => {
      applySettings(config, await ctx.json());
      return json(200, settingsJson(config.settings));
    });
}
