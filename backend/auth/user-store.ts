import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/transaction.ts';

type Json = Record<string, unknown>;

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_otp: string | null;
  confirmation_sent_at: Date | null;
  confirmation_redirect: string | null;
  recovery_token: string | null;
  recovery_otp: string | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json;
  raw_user_meta_data: Json;
  created_at: Date;
  updated_at: Date;
}

export interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Json;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface UserChanges {
  encrypted_password?: string;
  email_confirmed_at?: Date | null;
  confirmation_token?: string | null;
  confirmation_otp?: string | null;
  confirmation_sent_at?: Date | null;
  confirmation_redirect?: string | null;
  recovery_token?: string | null;
  recovery_otp?: string | null;
  recovery_sent_at?: Date | null;
  last_sign_in_at?: Date;
  raw_app_meta_data?: Json;
  raw_user_meta_data?: Json;
}

const JSON_COLUMNS = new Set(['raw_app_meta_data', 'raw_user_meta_data']);

/** Users and their identities in PGlite. */
export class UserStore {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
  ) {}

  async byEmail(email: string): Promise<UserRow | undefined> {
    const { rows } = await this.db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email.toLowerCase()]);
    return rows[0];
  }

  async byId(id: string): Promise<UserRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const { rows } = await this.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0];
  }

  async byConfirmationToken(tokenHash: string): Promise<UserRow | undefined> {
    const { rows } = await this.db.query<UserRow>('SELECT * FROM users WHERE confirmation_token = $1', [tokenHash]);
    return rows[0];
  }

  async byRecoveryToken(tokenHash: string): Promise<UserRow | undefined> {
    const { rows } = await this.db.query<UserRow>('SELECT * FROM users WHERE recovery_token = $1', [tokenHash]);
    return rows[0];
  }

  async list(): Promise<UserRow[]> {
    const { rows } = await this.db.query<UserRow>('SELECT * FROM users ORDER BY created_at DESC');
    return rows;
  }

  async identities(userId: string): Promise<IdentityRow[]> {
    const { rows } = await this.db.query<IdentityRow>(
      'SELECT * FROM identities WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
    return rows;
  }

  async identity(provider: string, providerId: string): Promise<IdentityRow | undefined> {
    const { rows } = await this.db.query<IdentityRow>(
      'SELECT * FROM identities WHERE provider = $1 AND provider_id = $2',
      [provider, providerId],
    );
    return rows[0];
  }

  async providerAccounts(provider: string): Promise<IdentityRow[]> {
    const { rows } = await this.db.query<IdentityRow>(
      'SELECT * FROM identities WHERE provider = $1 ORDER BY last_sign_in_at DESC NULLS LAST LIMIT 20',
      [provider],
    );
    return rows;
  }

  async create(user: {
    id: string;
    email: string;
    passwordHash: string | null;
    appMetadata: Json;
    userMetadata: Json;
    confirmedAt: Date | null;
  }): Promise<UserRow> {
    const at = new Date(this.now());
    const { rows } = await this.db.query<UserRow>(
      `INSERT INTO users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
         raw_user_meta_data, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $7) RETURNING *`,
      [
        user.id,
        user.email.toLowerCase(),
        user.passwordHash,
        user.confirmedAt,
        JSON.stringify(user.appMetadata),
        JSON.stringify(user.userMetadata),
        at,
      ],
    );
    const created = rows[0];
    if (!created) throw new Error('user insert returned nothing');
    return created;
  }

  async addIdentity(userId: string, provider: string, providerId: string, data: Json): Promise<void> {
    const at = new Date(this.now());
    await this.db.query(
      `INSERT INTO identities (id, user_id, provider, provider_id, identity_data, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6)
       ON CONFLICT (provider, provider_id) DO UPDATE SET identity_data = EXCLUDED.identity_data, updated_at = $6`,
      [randomUUID(), userId, provider, providerId, JSON.stringify(data), at],
    );
  }

  async touchIdentities(userId: string, provider: string): Promise<void> {
    await this.db.query('UPDATE identities SET last_sign_in_at = $3 WHERE user_id = $1 AND provider = $2', [
      userId,
      provider,
      new Date(this.now()),
    ]);
  }

  async update(id: string, changes: UserChanges): Promise<UserRow> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    const sets = entries.map(([column], i) => `${column} = $${i + 3}${JSON_COLUMNS.has(column) ? '::jsonb' : ''}`);
    const values = entries.map(([column, value]) => (JSON_COLUMNS.has(column) ? JSON.stringify(value) : value));
    const { rows } = await this.db.query<UserRow>(
      `UPDATE users SET updated_at = $2${sets.map((set) => `, ${set}`).join('')} WHERE id = $1 RETURNING *`,
      [id, new Date(this.now()), ...values],
    );
    const updated = rows[0];
    if (!updated) throw new Error(`user ${id} vanished during update`);
    return updated;
  }

  async delete(id: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const { affectedRows } = await this.db.query('DELETE FROM users WHERE id = $1', [id]);
    return (affectedRows ?? 0) > 0;
  }
}
