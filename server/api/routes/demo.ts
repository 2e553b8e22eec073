import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import { parseQuery } from '../contract.ts';
import { notFound } from '../errors.ts';
import { paginate } from '../lib/paging.ts';
import { PICTURE_SIZES, type PictureSize } from '../lib/pictures.ts';

const NAME = /^[a-z0-9-]{1,64}$/;

/** Demo-only helpers: generated pictures and the dev outbox. */
export function demoRoutes(app: FastifyInstance, { db, pictures }: Ctx): void {
  app.get('/media/img/:name/:file', async (request, reply) => {
    const { name, file } = request.params as { name: string; file: string };
    const size = file.endsWith('.png') ? file.slice(0, -4) : '';
    if (!NAME.test(name) || !(PICTURE_SIZES as readonly string[]).includes(size)) throw notFound();
    const png = pictures.get(name, size as PictureSize);
    return reply.type('image/png').header('cache-control', 'public, max-age=31536000, immutable').send(png);
  });

  app.get('/dev/outbox/', async (request) => {
    const query = parseQuery('listOutbox', request.query);
    const where = query.to ? 'WHERE to_addr = ? COLLATE NOCASE' : '';
    const args = query.to ? [query.to] : [];
    const { count } = db.prepare(`SELECT COUNT(*) AS count FROM outbox ${where}`).get(...args) as {
      count: number;
    };
    return paginate(request, count, query.page ?? 1, query.page_size ?? 10, (limit, offset) =>
      db
        .prepare(
          `SELECT id, created, kind, to_addr AS "to", subject, body FROM outbox ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, limit, offset),
    );
  });
}
