interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** Module-preload links for a page's own chunks (its content and template), so hydration needs no waterfall. */
export function preloadLinks(manifest: ViteManifest, sources: string[]): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join('\n    ');
}
