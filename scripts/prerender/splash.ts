import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';

/**
 * The home page's intro splash: its static markup followed by its driver (src/splash/intro.ts)
 * bundled into one small classic inline script. Inline, it runs while the page is parsed, before
 * anything below it exists, so it decides and starts counting from the first frame without waiting
 * for a request. Its text is the same on every build of the same source (no per-page variation).
 */
export async function splashFragment(root: string): Promise<string> {
  const markup = await readFile(resolve(root, 'src/splash/splash.html'), 'utf8');
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: resolve(root, 'src/splash/intro.ts'), formats: ['iife'], name: 'intro' },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]?.output.find((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error('The splash driver did not build');
  return `${markup.trim()}\n<script>${chunk.code.trim()}</script>`;
}
