import type { Db } from '../db/connection.ts';

/** Every refresh token issued, by `jti`, and whether it was revoked (simplejwt's blacklist). */
export function createRefreshTokensRepository(db: Db) {
  const insert = db.prepare('INSERT INTO refresh_token (jti, user_id, expires_at) VALUES (?, ?, ?)');
  const select = db.prepare('SELECT revoked_at FROM refresh_token WHERE jti = ?');
  const revokeOne = db.prepare(
    'UPDATE refresh_token SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL',
  );
  const revokeAll = db.prepare(
    'UPDATE refresh_token SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
  );
  return {
    add(jti: string, userId: number, expiresAt: number): void {
      insert.run(jti, userId, expiresAt);
    },
    /** Issued here and not revoked. */
    isLive(jti: string): boolean {
      const row = select.get(jti) as { revoked_at: number | null } | undefined;
      return row !== undefined && row.revoked_at === null;
    },
    revoke(jti: string, at: number): void {
      revokeOne.run(at, jti);
    },
    revokeUser(userId: number, at: number): void {
      revokeAll.run(at, userId);
    },
  };
}
