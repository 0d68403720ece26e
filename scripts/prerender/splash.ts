import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { sourceLocale, type Locale } from '../../src/shared/locales';

export interface SplashFragment {
  /** The splash's styles, for the home page's head. */
  head: string;
  /** Its static markup followed by its driver, first thing in the home page's body. */
  body: string;
}

/**
 * The home page's intro splash, in one language (`splash.html`, `splash.zh.html`, …). Its driver (src/splash/intro.ts) is bundled into one small classic
 * inline script: inline, it runs while the page is parsed, before anything below it exists, so it
 * decides and shows the splash at the first paint without waiting for a request. The styles it
 * imports come out of the same build, so no other page carries them. Both texts are the same on
 * every build of the same source (no per-page variation).
 */
export async function splashFragment(root: string, locale: Locale): Promise<SplashFragment> {
  const markup = await readFile(resolve(root, locale === sourceLocale ? 'src/splash/splash.html' : `src/splash/splash.${locale}.html`), 'utf8');
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
  const files: (Rolldown.OutputChunk | Rolldown.OutputAsset)[] = [...(output[0]?.output ?? [])];
  const chunk = files.find((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const css = files.find((file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'));
  if (!chunk || !css) throw new Error('The splash driver or its styles did not build');
  return {
    head: `<style>${String(css.source).trim()}</style>`,
    body: `${markup.trim()}\n<script>${chunk.code.trim()}</script>`,
  };
}
