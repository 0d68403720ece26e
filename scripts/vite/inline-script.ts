import { build, type Rolldown } from 'vite';

export interface InlineBundle {
  /** The script: one minified classic script (an IIFE), to inline. */
  code: string;
  /** The stylesheet its modules import, if any. */
  css?: string;
}

/**
 * Bundles a browser module and what it imports into one small classic script for an inline
 * `<script>`: inline, it runs while the page is parsed, before anything below it exists. The same
 * source always gives the same text (no per-page variation), so one CSP hash covers every page.
 */
export async function bundleInlineScript(root: string, entry: string): Promise<InlineBundle> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { write: false, minify: true, target: 'es2022', lib: { entry, formats: ['iife'], name: 'inline' } },
  })) as Rolldown.RolldownOutput[];
  const files: (Rolldown.OutputChunk | Rolldown.OutputAsset)[] = [...(output[0]?.output ?? [])];
  const chunk = files.find((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const css = files.find((file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'));
  if (!chunk) throw new Error(`${entry} did not build`);
  return { code: chunk.code.trim(), css: css ? String(css.source).trim() : undefined };
}
