import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** React DOM's client, which the entry imports, and the modules of React DOM's chunk. */
const REACT_DOM_CLIENT = 'react-dom/client';
const REACT_DOM = /node_modules[\\/](react-dom|scheduler)[\\/]/;

/** What a chunk's modules need to know of the module graph: the static imports of a module. */
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

/** What the entry imports statically, the entry itself left out: it stays the chunk the page runs. */
export function startModules(entry: string, importsOf: StaticImports): Set<string> {
  const modules = staticClosure([entry], importsOf);
  modules.delete(entry);
  return modules;
}

/**
 * What at least two of a family's templates import statically (`roots`), less what is `taken`
 * already (the stages of the start, an earlier family): left to Rolldown, a chunk for every set of
 * templates that shares a module.
 */
export function sharedModules(roots: readonly string[], importsOf: StaticImports, taken: ReadonlySet<string>): Set<string> {
  const count = new Map<string, number>();
  for (const root of roots) {
    for (const id of staticClosure([root], importsOf)) count.set(id, (count.get(id) ?? 0) + 1);
  }
  return new Set([...count].filter(([id, n]) => n >= 2 && !taken.has(id) && !roots.includes(id)).map(([id]) => id));
}

/** The shell's modules: what its roots import statically, less what the earlier stages carry. */
export function shellModules(earlier: readonly string[], roots: readonly string[], importsOf: StaticImports): Set<string> {
  const loaded = staticClosure(earlier, importsOf);
  return new Set([...staticClosure(roots, importsOf)].filter((id) => !loaded.has(id)));
}

/** A family of templates (module specifiers) whose shared modules go in one chunk, named `name`. */
export interface TemplateFamily {
  name: string;
  templates: readonly string[];
}

/**
 * Puts the app's modules in a few chunks, one per stage of its start, instead of a chunk for every
 * set of pages that shares a module (Rolldown's default: a service page loaded 19 chunks, a dozen of
 * them a few hundred bytes each, every one a request and its import/export glue):
 * - `start`: what the entry (`stages.entry`) imports statically, beside the entry's own chunk;
 * - `react-dom`: React DOM, its client and scheduler;
 * - `shell`: the app shell (BrowserApp and what it starts on every page: the contact outbox, the
 *   service-worker bridge), less what the entry and React DOM carry, so that those load and run
 *   first;
 * - one chunk per family of templates (`stages.families`), of what two or more of them share: a
 *   page then loads its content, its template and its family's chunk.
 * What is left (a template, a page's content, what one template alone imports, what loads later)
 * is split as Rolldown does.
 */
export function appChunks(
  root: string,
  stages: { entry: string; shell: readonly string[]; families: readonly TemplateFamily[] },
): Plugin {
  const groups = new Map<string, ReadonlySet<string>>();
  return {
    name: 'app-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildEnd() {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      // A module named here that is not found (a template renamed) stops the build: its chunk
      // would otherwise quietly fall back to the default splitting.
      const resolveOne = async (specifier: string) => {
        const resolved = await this.resolve(specifier, resolve(root, 'index.html'));
        if (!resolved) throw new Error(`app-chunks: ${specifier} (vite.config.ts) is not a module of the app`);
        return resolved.id;
      };
      const resolveAll = (specifiers: readonly string[]) => Promise.all(specifiers.map(resolveOne));
      const entry = await resolveOne(stages.entry);
      const reactDomClient = await resolveOne(REACT_DOM_CLIENT);
      const reactDom = new Set([...staticClosure([reactDomClient], importsOf)].filter((id) => REACT_DOM.test(id)));
      const start = startModules(entry, importsOf);
      const shell = shellModules([entry, reactDomClient], await resolveAll(stages.shell), importsOf);
      groups.clear();
      groups.set('start', start).set('react-dom', reactDom).set('shell', shell);
      const taken = new Set([...start, ...reactDom, ...shell]);
      for (const family of stages.families) {
        const shared = sharedModules(await resolveAll(family.templates), importsOf, taken);
        groups.set(family.name, shared);
        for (const id of shared) taken.add(id);
      }
    },
    outputOptions(options) {
      // Rolldown asks for the output options before the module graph is complete: each group's
      // test reads its modules once they are known.
      const names = ['start', 'react-dom', 'shell', ...stages.families.map((family) => family.name)];
      const codeSplitting = {
        groups: names.map((name) => ({ name, test: (id: string) => groups.get(name)?.has(id) ?? false, includeDependenciesRecursively: false })),
      };
      return { ...options, codeSplitting };
    },
  };
}
