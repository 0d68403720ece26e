import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * An in-memory database starts from an image of an empty one with the schema (PGlite's public
 * `dumpDataDir` / `loadDataDir`), kept on disk between processes: creating a database from nothing
 * (initdb in WebAssembly) costs some 3 s of CPU, loading the image about 0.5 s, and the tests start
 * some twenty backends (docs/decisions/0013-empty-database-image.md).
 */

const require = createRequire(import.meta.url);

/** PGlite's version, from its own package.json (not exported, so found from its entry file up). */
function readPgliteVersion(): string {
  let folder = dirname(require.resolve('@electric-sql/pglite'));
  while (folder !== dirname(folder)) {
    try {
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version;
    } catch {
      // Not this folder: look one up.
    }
    folder = dirname(folder);
  }
  return 'unknown';
}

let pgliteVersion: string | undefined;

/** Where the image of this PGlite and this schema is kept: beside npm's other caches. */
export function imagePath(schemaSql: string): string {
  pgliteVersion ??= readPgliteVersion();
  const key = createHash('sha256').update(`${pgliteVersion}\n${schemaSql}`).digest('hex').slice(0, 16);
  return resolve(import.meta.dirname, '../../node_modules/.cache/local-backend', `empty-${key}.tar`);
}

async function makeImage(schemaSql: string, path: string): Promise<Blob> {
  const db = await PGlite.create();
  await db.exec(schemaSql);
  const image = await db.dumpDataDir('none');
  await db.close();
  const bytes = Buffer.from(await image.arrayBuffer());
  mkdirSync(dirname(path), { recursive: true });
  // Written aside and renamed, so that a process starting beside this one never reads half of it.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
  return new Blob([bytes]);
}

const images = new Map<string, Promise<Blob>>();

/** The image for this schema: from this process, else from disk, else made now (and kept). */
export function emptyDatabaseImage(schemaSql: string): Promise<Blob> {
  const path = imagePath(schemaSql);
  let image = images.get(path);
  if (!image) {
    image = (async () => {
      try {
        return new Blob([readFileSync(path)]);
      } catch {
        return makeImage(schemaSql, path);
      }
    })();
    images.set(path, image);
  }
  return image;
}

/** An empty database with the schema, in memory; a kept image that cannot be loaded is made again. */
export async function createMemoryDatabase(schemaSql: string): Promise<PGlite> {
  try {
    return await PGlite.create({ loadDataDir: await emptyDatabaseImage(schemaSql) });
  } catch {
    const path = imagePath(schemaSql);
    const image = makeImage(schemaSql, path);
    images.set(path, image);
    return PGlite.create({ loadDataDir: await image });
  }
}
