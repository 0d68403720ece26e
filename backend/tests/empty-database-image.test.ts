import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryDatabase, imagePath } from '../db/empty-database-image.ts';

// Schemas of their own, so that their images are not the one the other backend tests start from.
const SCHEMA = `CREATE TABLE IF NOT EXISTS notes (id serial PRIMARY KEY, body text NOT NULL); -- ${process.pid}`;
const DAMAGED = `${SCHEMA} -- damaged`;

afterAll(() => {
  for (const schema of [SCHEMA, DAMAGED]) rmSync(imagePath(schema), { force: true });
});

describe('an in-memory database starts from the image of an empty one', () => {
  it('has the schema, and what one database stores the next does not see', async () => {
    const first = await createMemoryDatabase(SCHEMA);
    await first.query(`INSERT INTO notes (body) VALUES ('kept only here')`);
    const second = await createMemoryDatabase(SCHEMA);
    expect((await first.query('SELECT body FROM notes')).rows).toEqual([{ body: 'kept only here' }]);
    expect((await second.query('SELECT body FROM notes')).rows).toEqual([]);
    await Promise.all([first.close(), second.close()]);
  });

  it('a damaged image on disk is made again, and the database still starts', async () => {
    // What a process killed mid-write would leave, had it not written aside first.
    mkdirSync(dirname(imagePath(DAMAGED)), { recursive: true });
    writeFileSync(imagePath(DAMAGED), 'not a tar file');
    const db = await createMemoryDatabase(DAMAGED);
    expect((await db.query('SELECT count(*)::int AS n FROM notes')).rows).toEqual([{ n: 0 }]);
    await db.close();
    // Replaced by a whole image (tens of MB), which the next process starts from.
    expect(statSync(imagePath(DAMAGED)).size).toBeGreaterThan(1_000_000);
  });
});
