import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';

/** The HS256 secret: generated on first start, then read back from the data. */
export async function loadJwtSecret(db: PGlite): Promise<string> {
  const candidate = randomBytes(32).toString('base64url');
  await db.query(`INSERT INTO meta (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`, [candidate]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM meta WHERE key = 'jwt_secret'`);
  const secret = rows[0]?.value;
  if (!secret) throw new Error('JWT secret missing from the database');
  return secret;
}
