import type { Db } from '../db/connection.ts';

interface EmailCodeRow {
  email: string;
  code: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
}

/** The code last mailed to each address for signing in, and the wrong tries at it. */
export function createEmailCodesRepository(db: Db) {
  const select = db.prepare('SELECT * FROM email_code WHERE email = ?');
  const upsert =
    db.prepare(`INSERT INTO email_code (email, code, sent_at, expires_at, attempts) VALUES (?, ?, ?, ?, 0)
    ON CONFLICT (email) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at, expires_at = excluded.expires_at, attempts = 0`);
  const countAttempt = db.prepare('UPDATE email_code SET attempts = attempts + 1 WHERE email = ?');
  const drop = db.prepare('DELETE FROM email_code WHERE email = ?');
  return {
    byEmail: (email: string) => select.get(email) as EmailCodeRow | undefined,
    /** A new code replaces the previous one, with its tries. */
    put(email: string, code: string, sentAt: number, expiresAt: number): void {
      upsert.run(email, code, sentAt, expiresAt);
    },
    countWrongTry(email: string): void {
      countAttempt.run(email);
    },
    drop(email: string): void {
      drop.run(email);
    },
  };
}
