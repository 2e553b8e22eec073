import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors.ts';
import { SAFE_PATH } from '../../lib/text.ts';
import type { PageRow } from '../../repositories/content.ts';

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

/** `GET /api/pages/{path}/` and `GET /api/pages/{slug}/extended/` (docs/product.md#content-and-lookups). */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.repositories;
  app.get('/*', async (request) => {
    const raw = (request.params as { '*': string })['*'].replace(/\/+$/, '');
    const extended = raw.endsWith('/extended');
    const path = extended ? raw.slice(0, -'/extended'.length) : raw;
    if (!SAFE_PATH.test(path)) throw notFound();
    const row = content.page(path);
    if (!row) throw notFound();
    return toPage(row);
  });
};
