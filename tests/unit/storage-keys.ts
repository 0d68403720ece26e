import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads, from the site's own code, every name under which it keeps something in the browser: Web
 * Storage keys, IndexedDB databases and keys, Workbox's queue and precache, caches it opens by name
 * and any cookie. A part of a name that varies (an id, the auth service's project) is written `…`,
 * as the storage notice writes it. A key passed through a helper's parameter is followed to the
 * helper's callers.
 */

const VARIES = '…';
/** Where libraries keep things under names of their own (their documented defaults). */
const IDB_KEYVAL_DATABASE = 'keyval-store';
const WORKBOX_QUEUE_DATABASE = 'workbox-background-sync';
const WORKBOX_PRECACHE = `workbox-precache-v2-${VARIES}`;

interface Source {
  file: string;
  code: string;
}

function filesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(dir, file));
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The site's code: its modules, its service worker and the inline scripts of its HTML shell. */
export function siteSources(root: string): Source[] {
  const modules = [...filesUnder(root, 'src'), ...filesUnder(root, 'sw')].map((file) => ({
    file,
    code: withoutComments(readFileSync(join(root, file), 'utf8')),
  }));
  const shell = readFileSync(join(root, 'index.html'), 'utf8');
  const scripts = [...shell.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => withoutComments(code ?? ''));
  return [...modules, { file: 'index.html', code: scripts.join('\n') }];
}

/** The arguments of the call whose `(` is at `open`, split at their top-level commas. */
function callArguments(code: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let at = open; at < code.length; at += 1) {
    const char = code[at]!;
    if (char === "'" || char === '"' || char === '`') {
      at += 1;
      while (at < code.length && code[at] !== char) at += code[at] === '\\' ? 2 : 1;
    } else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      depth -= 1;
      if (depth === 0) {
        args.push(code.slice(start, at).trim());
        return args.filter(Boolean);
      }
    } else if (char === ',' && depth === 1) {
      args.push(code.slice(start, at).trim());
      start = at + 1;
    }
  }
  return args;
}

/** Every call of `callee` (a pattern ending before the call's `(`) with its arguments and position. */
function calls(code: string, callee: string): { args: string[]; at: number }[] {
  return [...code.matchAll(new RegExp(`${callee}\\s*(?:<[^<>()]*>)?\\s*\\(`, 'g'))].map((match) => ({
    args: callArguments(code, match.index + match[0].length - 1),
    at: match.index,
  }));
}

const escape = (name: string) => name.replace(/[$]/g, '\\$');

/** A key written as a helper's parameter: the helper and the parameter's place. */
function parameterOf(source: Source, name: string, at: number): { helper: string; index: number } | undefined {
  const before = source.code.slice(0, at);
  const helpers = [
    ...before.matchAll(/function\s+(\w+)\s*\(([^)]*)\)/g),
    ...before.matchAll(/(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?\(([^)]*)\)\s*(?::[^=]*)?=>/g),
  ].sort((a, b) => b.index - a.index);
  const helper = helpers[0];
  if (!helper) return undefined;
  const index = (helper[2] ?? '').split(',').findIndex((parameter) => parameter.split(':')[0]!.trim().replace('?', '') === name);
  return index >= 0 ? { helper: helper[1]!, index } : undefined;
}

export class KeyReader {
  constructor(private readonly sources: Source[]) {}

  /** The names an expression evaluates to; a helper's parameter, those of the helper's callers. */
  values(expression: string, source: Source, at: number, depth = 0): string[] {
    const text = expression.trim().replace(/\s+as\s+[\w.]+$/, '').replace(/!$/, '');
    if (depth > 8) return [VARIES];
    const literal = /^(['"])(.*)\1$/s.exec(text);
    if (literal) return [literal[2]!];
    if (/^`[^`]*`$/.test(text)) {
      let results = [''];
      for (const part of text.slice(1, -1).split(/(\$\{[^}]*\})/)) {
        const values = part.startsWith('${') ? this.values(part.slice(2, -1), source, at, depth + 1) : [part];
        results = results.flatMap((prefix) => values.map((value) => prefix + value));
      }
      return results;
    }
    const sum = text.split(/\s\+\s/);
    if (sum.length > 1) {
      return sum.reduce<string[]>(
        (prefixes, part) => prefixes.flatMap((prefix) => this.values(part, source, at, depth + 1).map((value) => prefix + value)),
        [''],
      );
    }
    const call = /^(\w+)\s*\(/.exec(text);
    if (call) return this.returned(call[1]!, source, depth);
    if (/^\w+$/.test(text)) return this.identifier(text, source, at, depth);
    return [VARIES];
  }

  private declaration(name: string, source: Source): { value: string; source: Source } | undefined {
    const pattern = new RegExp(`(?:const|let|var)\\s+${escape(name)}\\s*(?::[^=]+)?=\\s*([^;\\n]+)`);
    const local = pattern.exec(source.code);
    if (local) return { value: local[1]!, source };
    const exported = new RegExp(`export\\s+const\\s+${escape(name)}\\s*(?::[^=]+)?=\\s*([^;\\n]+)`);
    for (const other of this.sources) {
      const found = exported.exec(other.code);
      if (found) return { value: found[1]!, source: other };
    }
    return undefined;
  }

  private identifier(name: string, source: Source, at: number, depth: number): string[] {
    const parameter = parameterOf(source, name, at);
    if (parameter) {
      // Its callers: in its own module, and in the others too when it is exported.
      const exported = new RegExp(`export\\s+(?:function|const)\\s+${escape(parameter.helper)}\\b`).test(source.code);
      const callers = (exported ? this.sources : [source]).flatMap((other) =>
        calls(other.code, `(?<![\\w.]|function\\s+)${escape(parameter.helper)}`)
          .filter((site) => site.args[parameter.index] !== undefined)
          .flatMap((site) => this.values(site.args[parameter.index]!, other, site.at, depth + 1)),
      );
      if (callers.length > 0) return callers;
    }
    const declared = this.declaration(name, source);
    return declared ? this.values(declared.value, declared.source, declared.source.code.length, depth + 1) : [VARIES];
  }

  /** What a function of the code returns (its parameters vary). */
  private returned(name: string, source: Source, depth: number): string[] {
    const candidates = [source, ...this.sources];
    for (const other of candidates) {
      const body = new RegExp(`function\\s+${escape(name)}\\s*\\([^)]*\\)[^{]*\\{([\\s\\S]*?)\\n\\}`).exec(other.code);
      const returned = body && /return\s+([^;]+);/.exec(body[1]!);
      const arrow = new RegExp(`const\\s+${escape(name)}\\s*=\\s*\\([^)]*\\)\\s*(?::[^=]*)?=>\\s*([^;\\n]+)`).exec(other.code);
      const expression = returned?.[1] ?? arrow?.[1];
      if (expression) return this.values(expression, { ...other, code: '' }, 0, depth + 1);
    }
    return [VARIES];
  }

  /** Every name the code keeps something under in the browser. */
  storedNames(): Set<string> {
    const names = new Set<string>();
    const add = (values: string[], prefix = '') => values.forEach((value) => names.add(prefix + value));
    for (const source of this.sources) {
      for (const { args, at } of calls(source.code, '\\.(?:getItem|setItem|removeItem)')) add(this.values(args[0] ?? '', source, at));
      for (const { args, at } of calls(source.code, 'new\\s+(?:Queue|QueueStore)')) add(this.values(args[0] ?? '', source, at), `${WORKBOX_QUEUE_DATABASE} › `);
      for (const { args, at } of calls(source.code, 'createClient')) {
        const key = /storageKey:\s*([^,}]+)/.exec(args[2] ?? '');
        // supabase-js keeps its session under storageKey, and a PKCE flow's verifier beside it.
        if (key) for (const value of this.values(key[1]!, source, at)) add([value, `${value}-code-verifier`]);
      }
      if (/from\s+'workbox-precaching'/.test(source.code)) names.add(WORKBOX_PRECACHE);
      for (const { args, at } of calls(source.code, '\\bcaches\\.open')) add(this.values(args[0] ?? '', source, at));
      // The notice says the site sets no cookie: one written anywhere is a name it does not list.
      if (/document\.cookie\s*=(?!=)/.test(source.code)) names.add(`cookie ${VARIES}`);
      const idb = /import\s*\{([^}]*)\}\s*from\s*'idb-keyval'/.exec(source.code);
      if (idb) {
        const imported = idb[1]!.split(',').map((name) => name.trim());
        for (const [helper, storeArgument] of [['get', 1], ['del', 1], ['set', 2], ['update', 2]] as const) {
          if (!imported.includes(helper)) continue;
          for (const { args, at } of calls(source.code, `(?<![\\w.])${helper}`)) {
            const store = args[storeArgument];
            const databases = store ? this.databaseOf(store, source) : [IDB_KEYVAL_DATABASE];
            for (const database of databases) add(this.values(args[0] ?? '', source, at), `${database} › `);
          }
        }
      }
    }
    return names;
  }

  /** The IndexedDB database an idb-keyval store (`createStore(database, store)`) opens. */
  private databaseOf(store: string, source: Source): string[] {
    // A store made on first use is named by the function that makes it: `messages()`.
    const declared = this.declaration(store.trim().replace(/\(\)$/, ''), source);
    const created = declared && /createStore\(/.exec(declared.value);
    if (!declared || !created) return [VARIES];
    const [database] = callArguments(declared.value, created.index + created[0].length - 1);
    return this.values(database ?? '', declared.source, declared.source.code.length);
  }
}
