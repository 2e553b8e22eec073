import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations.ts';
import { seedIfEmpty, topUpSchedules } from './seed/index.ts';

export type Db = Database.Database;

/** Opens (creating, migrating and seeding on first start) the demo backend's SQLite file. */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  seedIfEmpty(db);
  topUpSchedules(db);
  return db;
}
