import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataLock } from './data-lock.ts';
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
 * Opens PGlite in memory, or in a locked data folder (emptied first with `reset`), and creates the
 * schema. A folder that cannot be opened is reported as DataFolderDamagedError.
 */
export async function openDatabase(dataDir: string | undefined, { reset = false } = {}): Promise<OpenDatabase> {
  if (!dataDir) {
    const db = await PGlite.create();
    await prepare(db);
    return { db, close: () => db.close() };
  }
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataLock(dataDir);
  const pgdata = join(dataDir, 'pgdata');
  if (reset) rmSync(pgdata, { recursive: true, force: true });
  let db: PGlite | undefined;
  try {
    db = await PGlite.create(pgdata);
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
