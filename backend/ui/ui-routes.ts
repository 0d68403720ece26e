import { confirmEmail } from '../auth/email-users.ts';
import type { EmulatorDeps } from '../emulator/emulator-state.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { RequestContext } from '../http/context.ts';
import { html, redirect } from '../http/reply.ts';
import type { Router } from '../http/router.ts';
import { formsPage, mailboxPage, messagePage, settingsPage, usersPage } from './pages.ts';

/** UI actions only from the UI itself (whatever host name it was opened with): no cross-site posts. */
function assertSameOrigin(ctx: RequestContext): void {
  const origin = ctx.header('origin');
  const site = ctx.header('sec-fetch-site');
  const ownOrigin = `http://${ctx.header('host') ?? ''}`;
  if ((origin && origin !== ownOrigin) || (site && site !== 'same-origin' && site !== 'none')) {
    throw new ApiError(403, 'forbidden_origin', 'UI actions are only accepted from the UI');
  }
}

/** The small web UI at / (users, mailbox, form inbox, settings). */
export function addUiRoutes(router: Router, deps: EmulatorDeps): void {
  const { auth, config } = deps;
  router
    .add('GET', '/', async () => html(200, usersPage(await auth.users.list())))
    .add('GET', '/mail', async () => html(200, mailboxPage(await auth.mailbox.list())))
    .add('GET', '/mail/:id', async (ctx) => {
      const message = await auth.mailbox.get(Number.parseInt(ctx.params.id ?? '', 10) || 0);
      if (!message) throw notFound();
      return html(200, messagePage(message));
    })
    .add('GET', '/forms', async () => html(200, formsPage(await deps.submissions.list())))
    .add('GET', '/settings', () => html(200, settingsPage(config.settings, { url: config.url, ...auth.keys })))
    .add('POST', '/settings', async (ctx) => {
      assertSameOrigin(ctx);
      const form = new URLSearchParams((await ctx.body()).toString('utf8'));
      config.settings.autoconfirm = form.has('autoconfirm');
      config.settings.disableSignup = form.has('disable_signup');
      config.settings.rateLimits = form.has('rate_limits');
      return redirect('/settings', 303);
    })
    .add('POST', '/users/:id/confirm', async (ctx) => {
      assertSameOrigin(ctx);
      const user = await auth.users.byId(ctx.params.id ?? '');
      if (!user) throw notFound();
      if (!user.email_confirmed_at) await confirmEmail(auth, user);
      return redirect('/', 303);
    })
    .add('POST', '/users/:id/delete', async (ctx) => {
      assertSameOrigin(ctx);
      await auth.users.delete(ctx.params.id ?? '');
      return redirect('/', 303);
    });
}
