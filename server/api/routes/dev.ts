import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { parseBody, parseQuery } from '../contract.ts';
import { paginate } from '../lib/paging.ts';

/**
 * Test tools, registered only with `DEMO_DEV_TOOLS=1`: the mail the demo "sent" (login codes and
 * restore links among it) and faults armed on purpose. Open to anyone who can reach them, so a demo
 * on a public address must not have them.
 */
export function devRoutes(app: FastifyInstance, { db }: Ctx): void {
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
