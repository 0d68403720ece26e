import type { Mail } from '../mail/mailbox.ts';
import type { Submission } from '../forms/submission-store.ts';
import type { UserRow } from '../auth/user-store.ts';
import type { RuntimeSettings } from '../config.ts';
import { escapeHtml } from './escape-html.ts';
import { layout, postButton, when } from './layout.ts';

export function usersPage(users: UserRow[]): string {
  const rows = users
    .map((user) => {
      const providers = Array.isArray(user.raw_app_meta_data.providers) ? user.raw_app_meta_data.providers.join(', ') : '';
      const confirm = user.email_confirmed_at ? '' : postButton(`/users/${user.id}/confirm`, 'Confirm');
      return `<tr><td>${escapeHtml(user.email)}<br><code class="muted">${escapeHtml(user.id)}</code></td>
<td>${escapeHtml(providers)}</td><td>${when(user.email_confirmed_at)}</td><td>${when(user.created_at)}</td>
<td>${when(user.last_sign_in_at)}</td><td>${confirm} ${postButton(`/users/${user.id}/delete`, 'Delete')}</td></tr>`;
    })
    .join('\n');
  const table = users.length
    ? `<table><thead><tr><th>E-mail</th><th>Providers</th><th>Confirmed</th><th>Created</th><th>Last sign-in</th><th>Actions</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No users yet.</p>';
  return layout('Users', '/', table);
}

export function mailboxPage(mail: Mail[]): string {
  const rows = mail
    .map(
      (message) => `<tr><td>${when(message.created_at)}</td><td>${escapeHtml(message.to)}</td>
<td><a href="/mail/${message.id}">${escapeHtml(message.subject)}</a></td></tr>`,
    )
    .join('\n');
  const body = mail.length
    ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet. Nothing is ever sent: every e-mail lands here.</p>';
  return layout('Mailbox', '/mail', body);
}

/** What the mail's link does, from its `type` (sign-up confirmation or password recovery). */
function linkLabel(link: string): string {
  return new URL(link).searchParams.get('type') === 'recovery' ? 'Follow the password reset link' : 'Follow the confirmation link';
}

export function messagePage(message: Mail): string {
  const link = message.link ? `<p><a href="${escapeHtml(message.link)}">${linkLabel(message.link)}</a></p>` : '';
  const body = `<p><strong>To:</strong> ${escapeHtml(message.to)}<br><strong>Subject:</strong> ${escapeHtml(message.subject)}<br>
<strong>Received:</strong> ${when(message.created_at)}</p>${link}
<h2>HTML</h2><iframe sandbox title="Message body" srcdoc="${escapeHtml(message.html)}"></iframe>
<h2>Text</h2><pre>${escapeHtml(message.text)}</pre><p><a href="/mail">Back to the mailbox</a></p>`;
  return layout(message.subject, '/mail', body);
}

export function formsPage(submissions: Submission[]): string {
  const rows = submissions
    .map(
      (submission) => `<tr><td>${when(submission.received_at)}</td><td>${escapeHtml(submission.form_id)}</td>
<td>${escapeHtml(submission.submission_id ?? '')}</td><td><pre>${escapeHtml(JSON.stringify(submission.fields, null, 2))}</pre></td></tr>`,
    )
    .join('\n');
  const body = submissions.length
    ? `<table><thead><tr><th>Received</th><th>Form</th><th>Submission id</th><th>Fields</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No form submissions yet.</p>';
  return layout('Form inbox', '/forms', body);
}

const checkbox = (name: string, label: string, checked: boolean) =>
  `<p><label><input type="checkbox" name="${name}" value="on"${checked ? ' checked' : ''}> ${escapeHtml(label)}</label></p>`;

export function settingsPage(settings: RuntimeSettings, keys: { url: string; anonKey: string; serviceRoleKey: string }): string {
  const body = `<form method="post" action="/settings">
${checkbox('autoconfirm', 'Autoconfirm e-mail addresses (no confirmation mail)', settings.autoconfirm)}
${checkbox('disable_signup', 'Disable sign-ups', settings.disableSignup)}
${checkbox('rate_limits', 'Rate limits (429 like GoTrue)', settings.rateLimits)}
<button type="submit">Save</button></form>
<p class="muted">Settings last until the backend stops; start-up flags set the initial values.</p>
<h2>Connection</h2><p><strong>URL</strong> <code>${escapeHtml(keys.url)}</code></p>
<p><strong>Anon key</strong> <code>${escapeHtml(keys.anonKey)}</code></p>
<p><strong>Service-role key</strong> <code>${escapeHtml(keys.serviceRoleKey)}</code></p>`;
  return layout('Settings', '/settings', body);
}
