import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataLock } from './data-lock.ts';
import { createMemoryDatabase, emptyDatabaseImage } from './empty-database-image.ts';
import { SCHEMA_SQL } from './schema.ts';

export interface OpenDatabase {
  db: PGlite;
  close(): Promise<void>;
}

/** Thrown when the data folder exists but cannot be read back: the CLI explains the way out. */
export class DataFolderDamagedError extends Error {}

/** Creates the schema and reads every table once, so damage shows now rather than mid-request. */
async function prepare(db: PGlite): Promise<void> {
  await db.exec(SCHEMA_SQL);
  const { rows } = await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`);
  for (const { name } of rows) await db.query(`SELECT count(*) FROM "${name}"`);
}

function damaged(dataDir: string, error: unknown): DataFolderDamagedError {
  const detail = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 200);
  return new DataFolderDamagedError(
    `The data folder ${dataDir} is damaged and cannot be opened. A backend stopped in the middle of a ` +
      'write (killed, or out of disk) can leave it so. Start again with --reset-data to empty it ' +
      '(its users, mail and form submissions are lost), or use --data <another folder> or --memory. ' +
      `(PGlite said: ${detail})`,
  );
}

/**
 * Opens PGlite in memory (from the image of an empty database), or in a locked data folder (emptied
 * first with `reset`), and creates the schema. A folder that cannot be opened is reported as
 * DataFolderDamagedError.
 */
export async function openDatabase(dataDir: string | undefined, { reset = false } = {}): Promise<OpenDatabase> {
  if (!dataDir) {
    const db = await createMemoryDatabase(SCHEMA_SQL);
    await prepare(db);
    return { db, close: () => db.close() };
  }
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataLock(dataDir);
  const pgdata = join(dataDir, 'pgdata');
  if (reset) rmSync(pgdata, { recursive: true, force: true });
  // A new folder starts as a copy of the empty database's image, as memory does.
  const image = existsSync(pgdata) ? undefined : await emptyDatabaseImage(SCHEMA_SQL);
  let db: PGlite | undefined;
  try {
    db = await PGlite.create(pgdata, image && { loadDataDir: image });
    await prepare(db);
  } catch (error) {
    await db?.close().catch(() => undefined);
    release();
    throw damaged(dataDir, error);
  }
  const opened = db;
  return {
    db: opened,
    close: async () => {
      try {
        await opened.close();
      } finally {
        release();
      }
    },
  };
}
