import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigEnv, UserConfig } from 'vite';
import { buildEnvProblems, requiredEnv, requireEnv } from '../../scripts/vite/require-env';

type ConfigHook = (config: UserConfig, env: ConfigEnv) => void;

function runConfigHook(mode: string) {
  const plugin = requireEnv('/nonexistent-root');
  (plugin.config as ConfigHook)({}, { command: 'build', mode });
}

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (role: string) => `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment({ iss: 'supabase', role })}.c2lnbmF0dXJl`;
const production = {
  VITE_SUPABASE_URL: 'https://project.supabase.co',
  VITE_SUPABASE_ANON_KEY: jwt('anon'),
  VITE_CONTACT_FORM_URL: 'https://formspree.io/f/abc',
  VITE_SITE_URL: 'https://www.example.com',
};
const local = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: jwt('anon'),
  VITE_CONTACT_FORM_URL: 'http://127.0.0.1:54321/f/contact',
  VITE_SITE_URL: 'http://127.0.0.1:4173',
};

describe('a production build without its backend settings', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('stops with a message naming every missing variable', () => {
    for (const name of requiredEnv) vi.stubEnv(name, '');
    expect(() => runConfigHook('production')).toThrow(
      'Missing environment variables VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY, VITE_CONTACT_FORM_URL',
    );
  });

  it('names just the one that is missing', () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://project.supabase.co');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', jwt('anon'));
    vi.stubEnv('VITE_CONTACT_FORM_URL', '');
    expect(() => runConfigHook('production')).toThrow('Missing environment variable VITE_CONTACT_FORM_URL.');
  });

  it('builds when all are right, and never checks outside production builds', () => {
    for (const [name, value] of Object.entries(production)) vi.stubEnv(name, value);
    expect(() => runConfigHook('production')).not.toThrow();
    for (const name of requiredEnv) vi.stubEnv(name, '');
    expect(() => runConfigHook('development')).not.toThrow();
  });
});

describe('a production build with a wrong setting', () => {
  it('takes a hosted project, and the local backend for a site on this machine (npm start, npm test)', () => {
    expect(buildEnvProblems(production)).toEqual([]);
    expect(buildEnvProblems(local)).toEqual([]);
    expect(buildEnvProblems({ ...local, VITE_SITE_URL: 'http://localhost:4173' })).toEqual([]);
    expect(buildEnvProblems({ ...production, VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc123' })).toEqual([]);
  });

  it('names a URL that does not parse, or is not http(s)', () => {
    expect(buildEnvProblems({ ...production, VITE_SUPABASE_URL: 'project.supabase.co' })).toEqual([
      'VITE_SUPABASE_URL is not a URL: "project.supabase.co"',
    ]);
    expect(buildEnvProblems({ ...production, VITE_CONTACT_FORM_URL: 'ftp://forms.example.com/f/1' })).toEqual([
      'VITE_CONTACT_FORM_URL must be an https: URL, not ftp:: ftp://forms.example.com/f/1',
    ]);
    expect(buildEnvProblems({ ...production, VITE_SITE_URL: '' })).toEqual(['VITE_SITE_URL is not a URL: ""']);
  });

  it('refuses plain http: for a site that is not on this machine, for the site and for each service', () => {
    expect(buildEnvProblems({ ...production, VITE_SITE_URL: 'http://www.example.com' })).toEqual([
      'VITE_SITE_URL is plain http: (http://www.example.com) for a site served from http://www.example.com: use https:',
    ]);
    expect(buildEnvProblems({ ...production, VITE_SUPABASE_URL: 'http://127.0.0.1:54321' })).toEqual([
      'VITE_SUPABASE_URL is plain http: (http://127.0.0.1:54321) for a site served from https://www.example.com: use https:',
    ]);
    // No VITE_SITE_URL: the site's public address, which is not local.
    const { VITE_SITE_URL: _site, ...withoutSite } = local;
    expect(buildEnvProblems(withoutSite)).toEqual([
      'VITE_SUPABASE_URL is plain http: (http://127.0.0.1:54321) for a site served from https://www.tanafintech.com: use https:',
      'VITE_CONTACT_FORM_URL is plain http: (http://127.0.0.1:54321/f/contact) for a site served from https://www.tanafintech.com: use https:',
    ]);
  });

  it('refuses a Supabase key that is not a JWT, and the service-role key', () => {
    expect(buildEnvProblems({ ...production, VITE_SUPABASE_ANON_KEY: 'your-anon-key' })).toEqual([
      expect.stringMatching(/^VITE_SUPABASE_ANON_KEY is not a JWT/),
    ]);
    expect(buildEnvProblems({ ...production, VITE_SUPABASE_ANON_KEY: jwt('service_role') })).toEqual([
      expect.stringMatching(/^VITE_SUPABASE_ANON_KEY has the role "service_role", not "anon"/),
    ]);
    expect(buildEnvProblems({ ...production, VITE_SUPABASE_ANON_KEY: 'sb_secret_abc' })).toEqual([
      expect.stringMatching(/^VITE_SUPABASE_ANON_KEY is a secret key/),
    ]);
  });
});
