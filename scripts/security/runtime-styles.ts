import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Stylesheets that scripts add to the page at run time, which a strict style-src must allow by
 * hash: sonner (the toasts) inserts its CSS in a `<style>` element when it loads; it appends the
 * element empty, then fills it, and the browser checks both (an empty sheet is harmless). The text is read
 * from the installed package, so the hash follows an upgrade; a sonner that stops shipping it this
 * way fails the build here rather than the toasts in the browser.
 */
export async function runtimeStylesheets(): Promise<string[]> {
  const file = createRequire(import.meta.url).resolve('sonner');
  const source = await readFile(file, 'utf8');
  const call = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (!call?.[1]) throw new Error(`Could not find the stylesheet sonner inserts (in ${file}): update scripts/security/runtime-styles.ts`);
  return ['', JSON.parse(call[1]) as string];
}
