import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { migrate } from './migrations/index.ts';
import { seedIfEmpty, topUpSchedules } from '../demo-data/index.ts';

/** The demo backend's SQLite connection: Node's own `node:sqlite` (docs/decisions/backend-001). */
export type Db = DatabaseSync;

/** Compiled statements kept per SQL text, at most this many (lists of ids make a few variants). */
const STATEMENTS_MAX = 500;

/**
 * Repositories prepare a statement whose SQL varies (a list of ids) where they use it; SQLite
 * compiles each SQL text once, and the same statement runs again for the next call.
 */
function keepStatements(db: Db): Db {
  const prepare = db.prepare.bind(db);
  const statements = new Map<string, StatementSync>();
  db.prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= STATEMENTS_MAX) statements.clear();
      statement = prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return db;
}

let savepoints = 0;

/**
 * `work` as one transaction: committed when it returns, rolled back when it throws. Called inside
 * another, it is a savepoint of that one, so a repository's transaction composes with a route's.
 */
export function transaction<Args extends unknown[], Result>(
  db: Db,
  work: (...args: Args) => Result,
): (...args: Args) => Result {
  return (...args) => {
    const savepoint = db.isTransaction ? `nested_${++savepoints}` : null;
    db.exec(savepoint ? `SAVEPOINT ${savepoint}` : 'BEGIN');
    try {
      const result = work(...args);
      db.exec(savepoint ? `RELEASE ${savepoint}` : 'COMMIT');
      return result;
    } catch (error) {
      db.exec(savepoint ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
      throw error;
    }
  };
}

/** Opens (creating, migrating and seeding on first start) the demo backend's SQLite file. */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = keepStatements(new DatabaseSync(path, { timeout: 5000 }));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;');
  migrate(db);
  seedIfEmpty(db);
  topUpSchedules(db);
  return db;
}
