import type { Db } from '../db/connection.ts';
import { statements } from './statements.ts';

/** Every refresh token issued, by `jti`, and whether it was revoked (simplejwt's blacklist). */
export function createRefreshTokensRepository(db: Db) {
  const { row, change } = statements(db);
  const select = row<{ revoked_at: number | null }, [jti: string]>(
    'SELECT revoked_at FROM refresh_token WHERE jti = ?',
  );
  const revokeOne = change<[at: number, jti: string]>(
    'UPDATE refresh_token SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL',
  );
  const revokeAll = change<[at: number, userId: number]>(
    'UPDATE refresh_token SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
  );
  return {
    add: change<[jti: string, userId: number, expiresAt: number]>(
      'INSERT INTO refresh_token (jti, user_id, expires_at) VALUES (?, ?, ?)',
    ),
    /** Issued here and not revoked. */
    isLive(jti: string): boolean {
      const token = select(jti);
      return token !== undefined && token.revoked_at === null;
    },
    revoke: (jti: string, at: number) => revokeOne(at, jti),
    revokeUser: (userId: number, at: number) => revokeAll(at, userId),
  };
}
