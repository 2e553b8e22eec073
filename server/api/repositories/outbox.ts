import type { Db } from '../db/connection.ts';

export type MailKind = 'login_code' | 'restore' | 'registration' | 'order' | 'payment' | 'feedback';

export interface Letter {
  created: string;
  kind: MailKind;
  to: string;
  subject: string;
  body: string;
}

/** The letters the demo "sent", newest first; `to` compares without case. */
export function createOutboxRepository(db: Db) {
  const insert = db.prepare(
    'INSERT INTO outbox (created, kind, to_addr, subject, body) VALUES (?, ?, ?, ?, ?)',
  );
  const where = (to: string | undefined) => (to ? 'WHERE to_addr = ? COLLATE NOCASE' : '');
  const args = (to: string | undefined) => (to ? [to] : []);
  return {
    add({ created, kind, to, subject, body }: Letter): void {
      insert.run(created, kind, to, subject, body);
    },
    count(to: string | undefined): number {
      const sql = `SELECT COUNT(*) AS count FROM outbox ${where(to)}`;
      return (db.prepare(sql).get(...args(to)) as { count: number }).count;
    },
    page(to: string | undefined, limit: number, offset: number): unknown[] {
      const sql = `SELECT id, created, kind, to_addr AS "to", subject, body FROM outbox ${where(to)} ORDER BY id DESC LIMIT ? OFFSET ?`;
      return db.prepare(sql).all(...args(to), limit, offset);
    },
  };
}
