import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.ts';

export function configRoutes(app: FastifyInstance, db: Db): void {
  const selectAll = db.prepare('SELECT key, value FROM site_config ORDER BY key');
  app.get('/configs/', async () => {
    const rows = selectAll.all() as Array<{ key: string; value: string }>;
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  });
}
