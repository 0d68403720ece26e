interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Record<string, ManifestChunk>;

/** URLs of the chunks of the given sources with everything they import, so hydration needs no waterfall. */
export function pageChunks(manifest: ViteManifest, sources: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...files].map((file) => `/${file}`);
}

/** A page's content or template: a source the app imports on demand for the page it shows. */
const isPageSource = (key: string) => /^src\/(content|templates)\//.test(key);

/**
 * The sources the app's entry imports step by step as it starts (src/main.tsx: React DOM, the app's
 * shell, the router), i.e. its dynamic imports other than page content and templates, which each
 * page preloads for itself.
 */
export function appStartSources(manifest: ViteManifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return (entry?.dynamicImports ?? []).filter((key) => !isPageSource(key));
}
