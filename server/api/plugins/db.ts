import { openDatabase, type Db } from '../db/connection.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo's SQLite database; its SQL is in repositories/, reached through `repositories`. */
    db: Db;
  }
}

/** Opens the database (migrated, seeded on first start) and closes it with the server. */
export const database = shared<{ databasePath: string }>(async (app, { databasePath }) => {
  const db = openDatabase(databasePath);
  app.decorate('db', db);
  app.addHook('onClose', async () => db.close());
});
