import type { Queryable } from '../db/transaction.ts';
import type { Fields } from './parse-form.ts';

export interface Submission {
  id: number;
  form_id: string;
  submission_id: string | null;
  fields: Fields;
  received_at: string;
}

interface SubmissionRow {
  id: number;
  form_id: string;
  submission_id: string | null;
  fields: Fields;
  received_at: Date;
}

/** Stored form posts; a repeated (form, submission_id) is stored once. */
export class SubmissionStore {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
  ) {}

  async add(formId: string, submissionId: string | null, fields: Fields): Promise<boolean> {
    const { affectedRows } = await this.db.query(
      `INSERT INTO submissions (form_id, submission_id, fields, received_at) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (form_id, submission_id) DO NOTHING`,
      [formId, submissionId, JSON.stringify(fields), new Date(this.now())],
    );
    return (affectedRows ?? 0) > 0;
  }

  /** Newest first, optionally for one form. */
  async list(formId?: string): Promise<Submission[]> {
    const { rows } = formId
      ? await this.db.query<SubmissionRow>('SELECT * FROM submissions WHERE form_id = $1 ORDER BY id DESC', [formId])
      : await this.db.query<SubmissionRow>('SELECT * FROM submissions ORDER BY id DESC');
    return rows.map((row) => ({ ...row, id: Number(row.id), received_at: row.received_at.toISOString() }));
  }
}
