import type { FastifyPluginAsync } from 'fastify';
import { contract } from '../../contract/route-schemas.ts';
import type { Call } from '../../contract/types.ts';
import { serializeOrder } from '../../domain/orders.ts';
import { notFound } from '../../errors.ts';
import { paginate } from '../../lib/paging.ts';
import { idParam } from '../../lib/path-ids.ts';
import { today } from '../../lib/time.ts';

/** `/api/order/history/…`: the signed-in user's orders, active or completed, newest first. */
export const orderHistoryRoutes: FastifyPluginAsync = async (app) => {
  const { orders } = app.repositories;
  const withItems = (order: Parameters<typeof serializeOrder>[0]) =>
    serializeOrder(order, orders.items(order.id));

  app.get<Call<'listOrderHistory'>>(
    '/list/',
    { ...contract('listOrderHistory'), preValidation: app.auth.signedIn },
    async (request) => {
      const userId = request.userId!;
      const { completed, page = 1, page_size = 10 } = request.query;
      orders.completeFinished(today());
      const done = completed === 'true';
      return paginate(request, orders.countHistory(userId, done), page, page_size, (limit, offset) =>
        orders.pageOfHistory(userId, done, limit, offset).map(withItems),
      );
    },
  );

  app.get('/:id/', { preValidation: app.auth.signedIn }, async (request) => {
    const id = idParam(request.params);
    const order = id === null ? undefined : orders.findOwn(id, request.userId!);
    if (!order) throw notFound();
    return withItems(order);
  });
};
