import { escapeHtml } from '../ui/escape-html.ts';
import type { Fields } from './parse-form.ts';

export interface Refusal {
  status: number;
  /** What was wrong, one line each. */
  problems: string[];
  /** The posted fields, shown back so nothing typed is lost. */
  fields: Fields;
  /** Where "Back to the form" goes. */
  backTo: string;
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1.5rem;color:#0f172a;background:#f8fafc}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}' +
  'pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:.75rem;font:inherit}' +
  '.error{color:#b91c1c}a{color:#1d4ed8}';

/**
 * The page a plain HTML form post gets when the form service refuses it (Formspree shows a page of
 * its own then): the reason and, since the visitor's browser left the form behind, every field as
 * posted, escaped, so the text can be copied and sent again.
 */
export function refusalPage({ status, problems, fields, backTo }: Refusal): string {
  const shown = Object.entries(fields).filter(([name, value]) => !name.startsWith('_') && name !== 'submission_id' && value !== '');
  const message = fields.message ?? '';
  const others = shown.filter(([name]) => name !== 'message');
  const list = others.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  const problemList = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Your message was not sent</title><style>${STYLE}</style></head>
<body><main><h1>Your message was not sent</h1>
<p class="error">The form service did not accept it (HTTP ${status}):</p><ul class="error">${problemList}</ul>
${shown.length > 0 ? `<h2>What you wrote</h2><p>Copy it before you leave this page, then send it again.</p>${list ? `<dl>${list}</dl>` : ''}${message ? `<h3>Message</h3><pre>${escapeHtml(message)}</pre>` : ''}` : ''}
<p><a href="${escapeHtml(backTo)}">Back to the form</a></p></main></body></html>`;
}
