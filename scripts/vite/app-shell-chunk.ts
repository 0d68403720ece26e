import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What a shell module needs to know of the module graph: the static imports of a module. */
type StaticImports = (id: string) => readonly string[];

/** Every module reached from `roots` through static imports, `roots` included. */
export function staticClosure(roots: readonly string[], importsOf: StaticImports): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...importsOf(id));
  }
  return seen;
}

/** The shell's modules: what its roots import statically, less what the earlier stages carry. */
export function shellModules(earlier: readonly string[], roots: readonly string[], importsOf: StaticImports): Set<string> {
  const loaded = staticClosure(earlier, importsOf);
  return new Set([...staticClosure(roots, importsOf)].filter((id) => !loaded.has(id)));
}

/**
 * Puts the app shell (BrowserApp and the parts it starts on every page: the contact outbox, the
 * service-worker bridge) in one chunk, with everything they import that the stages of the start
 * before it (`earlier`: the entry, React DOM) do not carry, so those still load and run first.
 * Left to the default splitting, every module the shell shares with a template became a chunk of
 * its own, some fifteen of a few hundred bytes each: as many requests, and their import/export
 * glue, on every page (about 3 KB gzip of initial JS).
 */
export function appShellChunk(root: string, stages: { earlier: readonly string[]; shell: readonly string[] }): Plugin {
  let shell = new Set<string>();
  return {
    name: 'app-shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildEnd() {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const resolveAll = async (specifiers: readonly string[]) =>
        Promise.all(specifiers.map(async (specifier) => (await this.resolve(specifier, resolve(root, 'index.html')))?.id ?? specifier));
      shell = shellModules(await resolveAll(stages.earlier), await resolveAll(stages.shell), importsOf);
    },
    outputOptions(options) {
      const group = { name: 'shell', test: (id: string) => shell.has(id), includeDependenciesRecursively: false };
      return { ...options, codeSplitting: { groups: [group] } };
    },
  };
}
