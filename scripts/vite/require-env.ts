import { loadEnv, type Plugin } from 'vite';
import { cmsEnvProblems } from '../cms/cms-settings.ts';

export const requiredEnv = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'VITE_CONTACT_FORM_URL'] as const;

/** Where the site is published when VITE_SITE_URL is not set (as src/content/head.ts reads it). */
export const DEFAULT_SITE_URL = 'https://www.tanafintech.com';

const URL_VARIABLES = ['VITE_SITE_URL', 'VITE_SUPABASE_URL', 'VITE_CONTACT_FORM_URL'] as const;

/** A site on this machine (`npm start`, the tests), which plain HTTP is fine for. */
function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** The JSON of one segment of a JWT, or undefined when it is not one. */
function jwtPart(segment: string | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment ?? '', 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with the public Supabase key, if anything: the key every visitor's browser gets must
 * be the project's anon key, a JWT whose role is `anon` (or the newer `sb_publishable_…` form of it).
 * The service-role key would hand every visitor the whole database.
 */
function anonKeyProblem(key: string): string | undefined {
  if (/^sb_publishable_[\w-]+$/.test(key)) return undefined;
  if (key.startsWith('sb_secret_')) return 'VITE_SUPABASE_ANON_KEY is a secret key (sb_secret_…): the site needs the public anon key';
  const parts = key.split('.');
  const [header, payload] = [jwtPart(parts[0]), jwtPart(parts[1])];
  if (parts.length !== 3 || !header?.alg || !payload) {
    return 'VITE_SUPABASE_ANON_KEY is not a JWT (three base64url parts: header.payload.signature): copy the anon key from the project’s API settings';
  }
  if (payload.role !== 'anon') {
    return `VITE_SUPABASE_ANON_KEY has the role ${JSON.stringify(payload.role)}, not "anon": never ship the service-role key in a public site`;
  }
  return undefined;
}

/**
 * Every problem with the build's variables, each naming its variable: one missing, a URL that does
 * not parse or is not http(s), plain `http:` for a site that is not on this machine (its pages would
 * be served over HTTPS, which blocks plain-HTTP requests), a key that is not the public anon key.
 */
export function buildEnvProblems(env: Record<string, string | undefined>): string[] {
  const missing = requiredEnv.filter((name) => !env[name]);
  if (missing.length > 0) {
    return [
      `Missing environment variable${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. ` +
        'Set them (see .env.example) or use `npm start`, which builds against the local backend.',
    ];
  }
  const values: Record<string, string | undefined> = { ...env, VITE_SITE_URL: env.VITE_SITE_URL ?? DEFAULT_SITE_URL };
  const siteUrl = values.VITE_SITE_URL ?? '';
  const site = URL.canParse(siteUrl) ? new URL(siteUrl) : undefined;
  const localSite = site !== undefined && site.protocol === 'http:' && isLocalHost(site.hostname);
  const problems = URL_VARIABLES.flatMap((name) => {
    const value = values[name] ?? '';
    if (!URL.canParse(value)) return [`${name} is not a URL: ${JSON.stringify(value)}`];
    const { protocol, hostname } = new URL(value);
    if (protocol !== 'https:' && protocol !== 'http:') return [`${name} must be an https: URL, not ${protocol}: ${value}`];
    if (protocol === 'http:' && !localSite && !(name === 'VITE_SITE_URL' && isLocalHost(hostname))) {
      return [`${name} is plain http: (${value}) for a site served from ${siteUrl}: use https:`];
    }
    return [];
  });
  const keyProblem = anonKeyProblem(values.VITE_SUPABASE_ANON_KEY ?? '');
  return [...problems, ...(keyProblem ? [keyProblem] : []), ...cmsEnvProblems(env)];
}

/** The variables a build of `mode` sees: `.env*` files (the site's VITE_*, the editor's CMS_*), then the environment. */
export function buildEnv(root: string, mode = 'production'): Record<string, string | undefined> {
  return { ...loadEnv(mode, root, ['VITE_', 'CMS_']), ...process.env };
}

/**
 * A production build must know its backend, at addresses a visitor's browser can use: with a variable
 * missing or wrong it stops with a clear message instead of silently pointing at localhost or
 * shipping a site whose requests the browser blocks. `npm start` and `npm test` set them for the
 * local backend. `npm run build` checks the same before it empties dist/ (scripts/build.ts).
 */
export function requireEnv(root: string): Plugin {
  return {
    name: 'require-env',
    apply: 'build',
    config(_config, { mode }) {
      if (mode !== 'production') return;
      const problems = buildEnvProblems(buildEnv(root, mode));
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  };
}
