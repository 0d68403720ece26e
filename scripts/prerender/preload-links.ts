interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** URLs of a page's own chunks (its content and template, with their imports), so hydration needs no waterfall. */
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
