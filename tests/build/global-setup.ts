import { execFileSync } from 'node:child_process';
import { distDir, root } from './built-site';

/** One build for every test of the built site, unless `BUILT_SITE_DIR` names one already made. */
export default function setup(): void {
  if (process.env.BUILT_SITE_DIR) return;
  execFileSync('npx', ['tsx', 'scripts/build.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      NODE_ENV: 'production',
      DIST_DIR: distDir,
      VITE_SITE_URL: 'http://127.0.0.1:4173',
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: 'test-anon-key',
      VITE_CONTACT_FORM_URL: 'http://127.0.0.1:54321/f/contact',
    },
  });
}
