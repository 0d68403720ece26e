import type { Queryable } from '../db/transaction.ts';

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  created_at: string;
}

interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  link: string | null;
  created_at: Date;
}

const toMail = (row: MailRow): Mail => ({
  id: Number(row.id),
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  link: row.link,
  created_at: row.created_at.toISOString(),
});

/** Where e-mails go instead of being sent. */
export class Mailbox {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
  ) {}

  async deliver(mail: Omit<Mail, 'id' | 'created_at'>): Promise<void> {
    await this.db.query(
      `INSERT INTO mail (to_address, subject, text_body, html_body, link, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [mail.to, mail.subject, mail.text, mail.html, mail.link, new Date(this.now())],
    );
  }

  /** Newest first. */
  async list(): Promise<Mail[]> {
    const { rows } = await this.db.query<MailRow>('SELECT * FROM mail ORDER BY id DESC');
    return rows.map(toMail);
  }

  async get(id: number): Promise<Mail | undefined> {
    const { rows } = await this.db.query<MailRow>('SELECT * FROM mail WHERE id = $1', [id]);
    return rows[0] ? toMail(rows[0]) : undefined;
  }
}
