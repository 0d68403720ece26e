/** Escapes text for use inside HTML text and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Puts `markup` right after the page's `<meta charset>`, the earliest place in `<head>` the browser
 * reads it; `purpose` names the caller in the error a page without one raises.
 */
export function afterCharset(html: string, markup: string, purpose: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error(`A page without <meta charset> cannot carry ${purpose} early enough`);
  return html.replace(charset[0], () => `${charset[0]}\n    ${markup}`);
}
