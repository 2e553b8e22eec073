import type { SQLInputValue } from 'node:sqlite';
import type { Db } from '../db/connection.ts';

/**
 * A repository's fixed statements, each prepared when the repository is made (a typo in its SQL
 * stops the server at start) and answered as the row type its caller names.
 */
export function statements(db: Db) {
  return {
    /** The first row the query finds, or undefined. */
    row: <Row, Params extends SQLInputValue[] = [id: number]>(sql: string) => {
      const statement = db.prepare(sql);
      return (...params: Params) => statement.get(...params) as Row | undefined;
    },
    /** Every row the query finds. */
    rows: <Row, Params extends SQLInputValue[] = []>(sql: string) => {
      const statement = db.prepare(sql);
      return (...params: Params) => statement.all(...params) as unknown as Row[];
    },
    /** A change: it answers how many rows it touched. */
    change: <Params extends SQLInputValue[]>(sql: string) => {
      const statement = db.prepare(sql);
      return (...params: Params) => statement.run(...params).changes;
    },
  };
}
