import { escapeHtml } from './escape-html.ts';

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
header{background:#14213d;color:#fff;padding:.75rem 1.5rem;display:flex;gap:1.5rem;align-items:center;flex-wrap:wrap}
header nav{display:flex;gap:1rem}header a{color:#fff;text-decoration:none}header a[aria-current]{text-decoration:underline}
main{padding:1.5rem;max-width:72rem}table{border-collapse:collapse;width:100%;background:#fff}
th,td{border-bottom:1px solid #ddd;padding:.4rem .6rem;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #ddd;padding:.75rem;overflow:auto}
form.inline{display:inline}button{font:inherit;cursor:pointer}iframe{width:100%;height:18rem;border:1px solid #ddd;background:#fff}
.muted{color:#666}code{word-break:break-all}`;

const NAV: [string, string][] = [
  ['/', 'Users'],
  ['/mail', 'Mailbox'],
  ['/forms', 'Form inbox'],
  ['/settings', 'Settings'],
];

/** The page frame of the backend's web UI. */
export function layout(title: string, current: string, body: string): string {
  const nav = NAV.map(
    ([href, label]) => `<a href="${href}"${href === current ? ' aria-current="page"' : ''}>${label}</a>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Local backend</title>
<style>${STYLE}</style></head><body><header><strong>Local backend</strong><nav>${nav}</nav></header>
<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** A one-button POST form. */
export const postButton = (action: string, label: string) =>
  `<form class="inline" method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;

export const when = (date: string | Date | null | undefined) =>
  date ? escapeHtml(new Date(date).toISOString().replace('T', ' ').slice(0, 19)) : '<span class="muted">—</span>';
