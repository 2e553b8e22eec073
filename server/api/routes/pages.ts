import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.ts';
import { notFound } from '../errors.ts';

interface PageRow {
  id: number;
  path: string;
  title: string;
  content: string;
  seo: string;
  og: string;
}

const SAFE_PATH = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i;

function toPage(row: PageRow) {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    content: row.content,
    seo: JSON.parse(row.seo) as unknown,
    og: JSON.parse(row.og) as unknown,
  };
}

/** `GET /api/pages/{path}/` and `GET /api/pages/{slug}/extended/` (spec §7). */
export function pageRoutes(app: FastifyInstance, db: Db): void {
  const selectByPath = db.prepare('SELECT * FROM page WHERE path = ?');
  app.get('/pages/*', async (request) => {
    const raw = (request.params as { '*': string })['*'].replace(/\/+$/, '');
    const extended = raw.endsWith('/extended');
    const path = extended ? raw.slice(0, -'/extended'.length) : raw;
    if (!SAFE_PATH.test(path)) throw notFound();
    const row = selectByPath.get(path) as PageRow | undefined;
    if (!row) throw notFound();
    return toPage(row);
  });
}
