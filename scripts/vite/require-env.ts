import { loadEnv, type Plugin } from 'vite';

export const requiredEnv = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'VITE_CONTACT_FORM_URL'] as const;

/**
 * A production build must know its backend: with a variable missing it stops with a clear message
 * instead of silently pointing at localhost. `npm start` and `npm test` set them for the local backend.
 */
export function requireEnv(root: string): Plugin {
  return {
    name: 'require-env',
    apply: 'build',
    config(_config, { mode }) {
      if (mode !== 'production') return;
      const env = { ...loadEnv(mode, root, 'VITE_'), ...process.env };
      const missing = requiredEnv.filter((name) => !env[name]);
      if (missing.length > 0) {
        throw new Error(
          `Missing environment variable${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. ` +
            'Set them (see .env.example) or use `npm start`, which builds against the local backend.',
        );
      }
    },
  };
}
