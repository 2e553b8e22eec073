import type { FastifyPluginAsync } from 'fastify';
import { paginate } from '../../lib/paging.ts';
import { DEV_TOOLS, type OutboxQuery } from './schemas.ts';

/** `/api/dev/outbox/`: the mail the demo "sent" (login codes and restore links among it), newest first. */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  const { outbox } = app.repositories;
  app.get<{ Querystring: OutboxQuery }>(
    '/outbox/',
    { schema: { querystring: DEV_TOOLS.listOutbox.querystring } },
    async (request) => {
      const { to, page = 1, page_size = 10 } = request.query;
      return paginate(request, outbox.count(to), page, page_size, (limit, offset) =>
        outbox.page(to, limit, offset),
      );
    },
  );
};
