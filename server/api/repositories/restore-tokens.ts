import type { Db } from '../db/connection.ts';

interface RestoreTokenRow {
  token: string;
  user_id: number;
  expires_at: number;
  used_at: number | null;
}

/** The keys of password-restore links. */
export function createRestoreTokensRepository(db: Db) {
  const insert = db.prepare('INSERT INTO restore_token (token, user_id, expires_at) VALUES (?, ?, ?)');
  const select = db.prepare('SELECT * FROM restore_token WHERE token = ?');
  const use = db.prepare('UPDATE restore_token SET used_at = ? WHERE token = ? AND used_at IS NULL');
  return {
    add(token: string, userId: number, expiresAt: number): void {
      insert.run(token, userId, expiresAt);
    },
    byToken: (token: string) => select.get(token) as RestoreTokenRow | undefined,
    /** Spends the link; false when it was already spent. */
    use: (token: string, at: number): boolean => use.run(at, token).changes > 0,
  };
}
