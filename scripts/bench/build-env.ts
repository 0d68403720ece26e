import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build-time variables (README, Configuration) a build of the site takes. */
export interface BuildEnv {
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_ANON_KEY: string;
  VITE_CONTACT_FORM_URL: string;
  VITE_SITE_URL: string;
}

const names = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'VITE_CONTACT_FORM_URL', 'VITE_SITE_URL'] as const;

/** A Supabase anon key: a JWT whose role is `anon`, or a publishable key. */
function isAnonKey(candidate: string): boolean {
  if (candidate.startsWith('sb_publishable_')) return true;
  try {
    return (JSON.parse(Buffer.from(candidate.split('.')[1]!, 'base64url').toString('utf8')) as { role?: string }).role === 'anon';
  } catch {
    return false;
  }
}

/**
 * What the build in `distDir` was built with, read from what it ships: the home page's canonical
 * link (the site's origin), its contact form's `action` (the form service), its
 * Content-Security-Policy's `connect-src` (the other origin it talks to: Supabase), and the anon
 * key in the scripts. So a benchmark of `npm start`'s site needs no variable of its own.
 */
function readFromBuild(distDir: string): BuildEnv {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const siteUrl = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const formUrl = /<form\b[^>]*\baction="(http[^"]+)"/.exec(html)?.[1];
  const connect = /connect-src ([^;"]+)/.exec(html)?.[1]?.split(' ') ?? [];
  const supabaseUrl = connect.find((source) => source.startsWith('http') && source !== formUrl);
  const assets = join(distDir, 'assets');
  const key = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => readFileSync(join(assets, file), 'utf8').match(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+|sb_publishable_[\w-]+/g) ?? [])
    .find(isAnonKey);
  if (!siteUrl || !formUrl || !supabaseUrl || !key) {
    throw new Error(`Could not read the build's VITE_* variables from ${distDir}: set ${names.join(', ')} as it was built with`);
  }
  return { VITE_SUPABASE_URL: supabaseUrl, VITE_SUPABASE_ANON_KEY: key, VITE_CONTACT_FORM_URL: formUrl, VITE_SITE_URL: new URL(siteUrl).origin };
}

/**
 * The variables the current build was made with, for building another commit exactly alike: from
 * the environment when it sets them all (as `npm run build` read them), else from the build itself.
 */
export function currentBuildEnv(distDir: string): BuildEnv {
  const fromEnv = names.map((name) => process.env[name]);
  if (fromEnv.every(Boolean)) return Object.fromEntries(names.map((name, index) => [name, fromEnv[index]!])) as unknown as BuildEnv;
  return readFromBuild(distDir);
}
