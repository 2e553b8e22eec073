import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations/index.ts';
import { seedIfEmpty, topUpSchedules } from '../demo-data/index.ts';

export type Db = Database.Database;

/** Compiled statements kept per SQL text, at most this many (lists of ids make a few variants). */
const STATEMENTS_MAX = 500;

/**
 * Repositories prepare a statement whose SQL varies (a list of ids) where they use it; SQLite
 * compiles each SQL text once, and the same statement runs again for the next call.
 */
function keepStatements(db: Db): Db {
  const prepare = db.prepare.bind(db);
  const statements = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= STATEMENTS_MAX) statements.clear();
      statement = prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  }) as Db['prepare'];
  return db;
}

/** Opens (creating, migrating and seeding on first start) the demo backend's SQLite file. */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = keepStatements(new Database(path));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  seedIfEmpty(db);
  topUpSchedules(db);
  return db;
}
