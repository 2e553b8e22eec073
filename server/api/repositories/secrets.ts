import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';

export function createSecretsRepository(db: Db) {
  const select = db.prepare('SELECT value FROM app_secret WHERE key = ?');
  const insert = db.prepare('INSERT INTO app_secret (key, value) VALUES (?, ?)');
  return {
    /** A signing secret by name: generated on first use and kept, so what it signed outlives a restart. */
    load(name: string): string {
      const row = select.get(name) as { value: string } | undefined;
      if (row) return row.value;
      const secret = randomBytes(48).toString('base64url');
      insert.run(name, secret);
      return secret;
    },
  };
}
