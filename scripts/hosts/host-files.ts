import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { headerRules, type HeadersInput } from '../security/header-rules';
import { cloudflareHeaders, cloudflareRedirects } from './cloudflare-pages';
import { netlifyHeaders, netlifyRedirects } from './netlify';
import { nginxRules } from './nginx';
import { supabaseRedirectUrls } from './redirect-urls';
import { languageNotFoundRules, type SiteRules } from './site-rules';
import { vercelConfig } from './vercel';

/**
 * Where the build writes the host files a host does not read from the site's own folder:
 * `build/hosts/<site folder>` (`build/hosts/dist`), beside the client and server bundles.
 */
export function hostFilesDir(root: string, distDir: string): string {
  return resolve(root, 'build/hosts', basename(distDir));
}

export interface HostFilesInput extends HeadersInput {
  /** The site's aliases over every language: old path → new path. */
  redirects: [string, string][];
  /** Every page, by its path in the app (`/auth`), the same in every language. */
  pages: string[];
  /** The public origin the site was built for. */
  origin: string;
}

/**
 * Every host's files, from one set of rules (docs/deploy.md says which to use where): Cloudflare
 * Pages' `_headers` and `_redirects` in the site itself, where Pages reads them (it serves neither);
 * beside it Netlify's `_headers` and `_redirects`, `vercel.json`, the nginx rules of the container,
 * the redirect allow-list of the Supabase project, and the rules themselves (`site-rules.json`).
 */
export async function writeHostFiles(distDir: string, dir: string, input: HostFilesInput): Promise<SiteRules> {
  const rules: SiteRules = { headers: headerRules(input), redirects: input.redirects, notFound: languageNotFoundRules() };
  await writeFile(join(distDir, '_headers'), cloudflareHeaders(rules));
  await writeFile(join(distDir, '_redirects'), cloudflareRedirects(rules));
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'netlify'), { recursive: true });
  await writeFile(join(dir, 'netlify/_headers'), netlifyHeaders(rules));
  await writeFile(join(dir, 'netlify/_redirects'), netlifyRedirects(rules));
  await writeFile(join(dir, 'vercel.json'), `${JSON.stringify(vercelConfig(rules), null, 2)}\n`);
  await writeFile(join(dir, 'nginx-rules.conf'), nginxRules(rules));
  await writeFile(join(dir, 'supabase-redirect-urls.txt'), supabaseRedirectUrls(input.origin, input.pages).join('\n') + '\n');
  // The rules themselves, which the tests hold each host's answers against.
  await writeFile(join(dir, 'site-rules.json'), `${JSON.stringify(rules, null, 2)}\n`);
  return rules;
}
