import { escapeHtml } from '../ui/escape-html.ts';
import { PROVIDERS, type ProviderAccount } from './oauth-providers.ts';

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:2rem;width:min(26rem,92vw)}
h1{font-size:1.3rem;margin:0 0 .25rem}p.note{color:#555;margin:0 0 1.5rem;font-size:.9rem}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit}
button{font:inherit;padding:.55rem 1rem;border-radius:6px;border:1px solid #888;background:#fff;cursor:pointer}
button.primary{background:#1a56db;color:#fff;border-color:#1a56db}.row{display:flex;gap:.5rem;margin-top:1.25rem}
ul{list-style:none;padding:0;margin:0 0 1rem}li button{width:100%;text-align:left;margin:.25rem 0}
.error{color:#b00020}h2{font-size:1rem}`;

export interface ConsentView {
  provider: string;
  state: string;
  accounts: ProviderAccount[];
  error?: string;
  email?: string;
  name?: string;
}

function accountList(view: ConsentView): string {
  if (view.accounts.length === 0) return '';
  const items = view.accounts
    .map(
      (account) => `<li><form method="post"><input type="hidden" name="state" value="${escapeHtml(view.state)}">
<input type="hidden" name="email" value="${escapeHtml(account.email)}"><input type="hidden" name="name" value="${escapeHtml(account.name)}">
<button type="submit" name="action" value="continue">${escapeHtml(account.name)} &lt;${escapeHtml(account.email)}&gt;</button></form></li>`,
    )
    .join('\n');
  return `<h2>Choose an account</h2><ul>${items}</ul><h2>Or use another account</h2>`;
}

/** The local stand-in for the provider's sign-in screen. */
export function consentPage(view: ConsentView): string {
  const label = PROVIDERS[view.provider]?.label ?? view.provider;
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in with ${escapeHtml(label)} — local</title>
<style>${STYLE}</style></head><body><main>
<h1>Sign in with ${escapeHtml(label)} — local</h1>
<p class="note">Local test provider: no real ${escapeHtml(label)} account is used. Pick or type a test account.</p>
${error}${accountList(view)}
<form method="post"><input type="hidden" name="state" value="${escapeHtml(view.state)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="off" value="${escapeHtml(view.email ?? '')}" placeholder="test.user@example.com">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="off" value="${escapeHtml(view.name ?? '')}" placeholder="Test User">
<div class="row"><button class="primary" type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form></main></body></html>`;
}
