import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigEnv, UserConfig } from 'vite';
import { requiredEnv, requireEnv } from '../../scripts/vite/require-env';

type ConfigHook = (config: UserConfig, env: ConfigEnv) => void;

function runConfigHook(mode: string) {
  const plugin = requireEnv('/nonexistent-root');
  (plugin.config as ConfigHook)({}, { command: 'build', mode });
}

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
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon');
    vi.stubEnv('VITE_CONTACT_FORM_URL', '');
    expect(() => runConfigHook('production')).toThrow('Missing environment variable VITE_CONTACT_FORM_URL.');
  });

  it('builds when all are set, and never checks outside production builds', () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://project.supabase.co');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon');
    vi.stubEnv('VITE_CONTACT_FORM_URL', 'https://formspree.io/f/abc');
    expect(() => runConfigHook('production')).not.toThrow();
    for (const name of requiredEnv) vi.stubEnv(name, '');
    expect(() => runConfigHook('development')).not.toThrow();
  });
});
