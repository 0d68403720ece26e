import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { bundleInlineScript } from '../vite/inline-script';
import { sourceLocale, type Locale } from '../../src/shared/locales';

export interface SplashFragment {
  /** The splash's styles, for the home page's head. */
  head: string;
  /** Its static markup followed by its driver, first thing in the home page's body. */
  body: string;
}

/**
 * The home page's intro splash, in one language (`splash.html`, `splash.zh.html`, …). Its driver
 * (src/splash/intro.ts) is one small inline script: it runs while the page is parsed, before
 * anything below it exists, so it decides without waiting for a request, hides the page below before
 * any of it is painted, and shows the splash as the first paint once the document is parsed. The
 * styles it imports come out of the same build, so no other page carries them.
 */
export async function splashFragment(root: string, locale: Locale): Promise<SplashFragment> {
  const markup = await readFile(resolve(root, locale === sourceLocale ? 'src/splash/splash.html' : `src/splash/splash.${locale}.html`), 'utf8');
  const { code, css } = await bundleInlineScript(root, resolve(root, 'src/splash/intro.ts'));
  if (!css) throw new Error('The splash driver built without its styles');
  return { head: `<style>${css}</style>`, body: `${markup.trim()}\n<script>${code}</script>` };
}
