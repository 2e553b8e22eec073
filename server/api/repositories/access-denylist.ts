import type { Db } from '../db/connection.ts';
import { statements } from './statements.ts';

/** Access tokens refused before their expiry (signed out), by `jti`; a row goes when its token expires. */
export function createAccessDenylistRepository(db: Db) {
  const { row, change } = statements(db);
  const select = row<{ expires_at: number }, [jti: string]>(
    'SELECT expires_at FROM access_denylist WHERE jti = ?',
  );
  const insert = change<[jti: string, expiresAt: number]>(
    'INSERT OR IGNORE INTO access_denylist (jti, expires_at) VALUES (?, ?)',
  );
  const prune = change<[now: number]>('DELETE FROM access_denylist WHERE expires_at <= ?');
  return {
    /** Refuses the token until `expiresAt` (seconds); rows of expired tokens are dropped meanwhile. */
    add(jti: string, expiresAt: number, now: number): void {
      prune(now);
      insert(jti, expiresAt);
    },
    has: (jti: string): boolean => select(jti) !== undefined,
  };
}
