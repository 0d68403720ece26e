import { basename, resolve } from 'node:path';

/** Where the SSR bundle of a given output folder lives (`dist` → `build/server/dist`). */
export function serverBundleDir(root: string, distDir: string): string {
  return resolve(root, 'build/server', basename(distDir));
}
