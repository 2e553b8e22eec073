import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { parseBody, parseQuery } from '../contract.ts';
import { notFound } from '../errors.ts';
import { paginate } from '../lib/paging.ts';
import { PICTURE_SIZES, type PictureSize } from '../lib/pictures.ts';

const NAME = /^[a-z0-9-]{1,64}$/;

/** Demo-only helpers: generated pictures, the dev outbox and armed faults. */
export function demoRoutes(app: FastifyInstance, { db, pictures }: Ctx): void {
  // Faults armed by tests: the next calls to a path fail as an overloaded backend would. Armed from
  // a session (its sessionid cookie), they hit only that session's calls: tests running side by side
  // do not spend each other's faults.
  const faults: Array<{ path: string; status: number; left: number; session: string | null }> = [];
  const sessionOf = (request: FastifyRequest): string | null => request.cookies.sessionid ?? null;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || faults.length === 0) return;
    const path = request.url.split('?')[0];
    const session = sessionOf(request);
    const fault = faults.find(
      (candidate) =>
        candidate.path === path &&
        candidate.left > 0 &&
        (candidate.session === null || candidate.session === session),
    );
    if (!fault) return;
    fault.left -= 1;
    return reply.code(fault.status).send({ detail: 'Сервис временно недоступен.' });
  });
  app.post('/dev/faults/', async (request, reply) => {
    const fault = parseBody('Fault', request.body);
    faults.push({ path: fault.path, status: fault.status, left: fault.times, session: sessionOf(request) });
    return reply.code(201).send(fault);
  });

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
