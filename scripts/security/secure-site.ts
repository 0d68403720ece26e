import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterCharset } from '../prerender/html';
import { documentPolicy, policyHeader, policyMeta, sitePolicy, type Policy } from './content-security-policy';
import { blockedInlineMarkup, cspHash, inlineScripts, inlineStyles } from './inline-content';
import { runtimeStylesheets } from './runtime-styles';

export interface SecurityEnv {
  supabaseUrl: string;
  contactFormUrl: string;
  siteUrl: string;
}

/** The page served inside the documentation modal (one per language), with a policy of its own. */
export const isDocumentPage = (name: string) => /^([a-z]+\/)?view-documentation\.html$/.test(name);

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

/** Puts the policy first in `<head>`, before any script it governs. */
export function withPolicyMeta(html: string, policy: Policy): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyMeta(policy)}" />`;
  return afterCharset(html, meta, 'the policy');
}

export interface SecuredSite {
  pages: number;
  sitePolicy: string;
  documentPolicy: string;
}

/**
 * Runs after prerendering, before the precache is listed: hashes every inline script and style the
 * build emitted, refuses markup the policy would block and writes the policy into every page as a
 * `<meta>`, naming that page's own stylesheets (for hosts that send no headers of ours, it is the
 * whole policy); the hosts' files carry the site's as a header, which names none (sitePolicy).
 */
export async function secureSite(distDir: string, env: SecurityEnv): Promise<SecuredSite> {
  const pages = new Map<string, string>();
  for (const file of await htmlFiles(distDir)) pages.set(relative(distDir, file).split('\\').join('/'), await readFile(file, 'utf8'));

  const blocked = [...pages].flatMap(([name, html]) => blockedInlineMarkup(html).map((tag) => `${name}: ${tag}`));
  if (blocked.length > 0) {
    throw new Error(`Inline event handlers, style attributes or javascript: URLs would be blocked by the policy:\n${blocked.join('\n')}`);
  }

  const local = new URL(env.siteUrl).protocol === 'http:';
  const site = [...pages].filter(([name]) => !isDocumentPage(name)).map(([, html]) => html);
  const siteInput = {
    supabaseUrl: env.supabaseUrl,
    contactFormUrl: env.contactFormUrl,
    scriptHashes: site.flatMap(inlineScripts).map(cspHash),
    local,
  };
  const policy = sitePolicy(siteInput);
  const runtimeStyles = await runtimeStylesheets();
  const pagePolicy = (html: string) => sitePolicy({ ...siteInput, styleHashes: [...inlineStyles(html), ...runtimeStyles].map(cspHash) });
  const documents = [...pages].filter(([name]) => isDocumentPage(name));
  const docPolicy = documentPolicy({ styleHashes: documents.flatMap(([, html]) => inlineStyles(html)).map(cspHash), local });
  for (const [name, html] of documents) {
    if (inlineScripts(html).length > 0) throw new Error(`${name} must stay without scripts: its policy allows none`);
  }

  for (const [name, html] of pages) {
    await writeFile(join(distDir, name), withPolicyMeta(html, isDocumentPage(name) ? docPolicy : pagePolicy(html)));
  }
  return { pages: pages.size, sitePolicy: policyHeader(policy), documentPolicy: policyHeader(docPolicy) };
}
