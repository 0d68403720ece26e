import { resolve } from 'node:path';
import { bundleInlineScript } from '../vite/inline-script';
import { afterCharset, escapeHtml } from './html';

/** src/before-hydration/sign-in-first.entry.ts as one minified classic script to inline. */
export async function signInFirstScript(root: string): Promise<string> {
  return (await bundleInlineScript(root, resolve(root, 'src/before-hydration/sign-in-first.entry.ts'))).code;
}

/**
 * Puts the sign-in check first in the head of a page only a signed-in visitor may see, naming where
 * to sign in (`signInUrl`, which brings the visitor back). Its text is the same on every such page,
 * so one hash of the content security policy allows it.
 */
export function withSignInFirst(html: string, code: string, signInUrl: string): string {
  return afterCharset(html, `<script data-sign-in="${escapeHtml(signInUrl)}">${code}</script>`, 'the sign-in check');
}
