import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataLock } from './data-lock.ts';
import { SCHEMA_SQL } from './schema.ts';

export interface OpenDatabase {
  db: PGlite;
  close(): Promise<void>;
}

/** Opens PGlite in memory or in a locked data folder and creates the schema. */
export async function openDatabase(dataDir: string | undefined): Promise<OpenDatabase> {
  if (!dataDir) {
    const db = await PGlite.create();
    await db.exec(SCHEMA_SQL);
    return { db, close: () => db.close() };
  }
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataLock(dataDir);
  try {
    const db = await PGlite.create(`${dataDir}/pgdata`);
    await db.exec(SCHEMA_SQL);
    return {
      db,
      close: async () => {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
