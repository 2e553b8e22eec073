import type { FastifyInstance } from 'fastify';
import { openDatabase } from './db/connection.ts';
import { registerApiErrorHandling } from './errors.ts';
import { configRoutes } from './routes/configs.ts';
import { menuRoutes } from './routes/menus.ts';
import { pageRoutes } from './routes/pages.ts';

export interface DemoApiOptions {
  databasePath: string;
  jwtSecret: string | undefined;
}

/** The embedded demo backend: the contract of spec §7 over a local SQLite file. Mount under /api. */
export async function demoApi(app: FastifyInstance, options: DemoApiOptions): Promise<void> {
  const db = openDatabase(options.databasePath);
  app.addHook('onClose', async () => db.close());
  registerApiErrorHandling(app);
  configRoutes(app, db);
  menuRoutes(app, db);
  pageRoutes(app, db);
}
