import { randomBytes } from 'node:crypto';
import { transaction } from '../../db/connection.ts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contract } from '../../contract/route-schemas.ts';
import type { Call, Schemas } from '../../contract/types.ts';
import { holdUntilOf } from '../../domain/holds.ts';
import { payUntilOf } from '../../domain/prepayment.ts';
import { orderAmounts, orderNumber, orderStatus, serializeOrder, toPay } from '../../domain/orders.ts';
import { HttpError, badRequest, notFound } from '../../errors.ts';
import { idParam } from '../../lib/path-ids.ts';
import { sameSecret } from '../../lib/secrets.ts';
import { nowMs } from '../../lib/time.ts';
import type { OrderRow } from '../../repositories/orders.ts';
import { paymentNotifications } from './notifications.ts';
import { tripEvent } from '../../domain/trip-events.ts';
import { HOLD_EXPIRED, paymentOptions, signEvent } from './options.ts';
import { standInPage } from './stand-in-page.ts';

/** `/api/payment/…`: paying an order through the YooKassa stand-in, and its signed notifications. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const { repositories } = app;
  const { orders, payments } = repositories;
  const secret = repositories.secrets.load('payment');
  const notify = paymentNotifications(app.db, repositories, app.mail);
  const identified = { preValidation: app.auth.identified };

  /**
   * A user's order needs that user's token; an order placed without an account needs its own
   * unguessable token (its number alone opens nothing: numbers are sequential).
   */
  const accessibleOrder = (request: FastifyRequest, token: string | undefined): OrderRow => {
    const id = idParam(request.params);
    const order = id === null ? undefined : orders.find(id);
    if (!order) throw notFound();
    if (order.user_id === null) {
      if (!sameSecret(order.payment_token, token)) throw notFound();
    } else if (order.user_id !== request.userId) {
      if (request.userId === null)
        throw new HttpError(401, { detail: 'Учетные данные не были предоставлены.' });
      throw notFound();
    }
    return order;
  };

  app.get<Call<'getCostSelection'>>(
    '/cost_selection/:id/',
    { ...contract('getCostSelection'), ...identified },
    async (request) => {
      const order = accessibleOrder(request, request.query.token);
      const items = orders.items(order.id);
      return {
        order_id: order.id,
        order_number: orderNumber(order.id),
        ...orderStatus(order),
        ...orderAmounts(order),
        options: paymentOptions(order, items),
        items: serializeOrder(order, items).items,
        ...holdUntilOf(order),
        ...payUntilOf(order, items),
      } satisfies Schemas['CostSelection'];
    },
  );

  app.post<Call<'createYookassaPayment'>>(
    '/yookassa/create/:id/',
    { ...contract('createYookassaPayment'), ...identified },
    async (request) => {
      const { query } = request;
      const order = accessibleOrder(request, query.token);
      if (order.status === 'canceled') throw badRequest({ non_field_errors: [HOLD_EXPIRED] });
      if (toPay(order) <= 0) throw badRequest({ non_field_errors: ['Заказ уже оплачен.'] });
      // The amounts are those of what is owed now: after a prepayment only the rest, never more.
      const option = paymentOptions(order, orders.items(order.id)).find(
        (candidate) => candidate.type_payment === query.type_payment,
      );
      if (!option) throw badRequest({ type_payment: ['Этот способ оплаты недоступен для заказа.'] });
      const paymentId = randomBytes(16).toString('hex');
      const now = nowMs();
      // One pending payment an order: a new one cancels the earlier (another tab, a retry).
      transaction(app.db, () => {
        payments.cancelPendingOf(order.id, now);
        payments.addPending(
          { id: paymentId, order_id: order.id, type_payment: option.type_payment, amount: option.amount },
          now,
        );
      })();
      return {
        payment_id: paymentId,
        confirmation_url: `/api/payment/yookassa/checkout/${paymentId}/`,
        amount: option.amount,
      } satisfies Schemas['PaymentCreateResponse'];
    },
  );

  app.get('/yookassa/checkout/:payment_id/', async (request, reply) => {
    const payment = payments.find((request.params as { payment_id: string }).payment_id);
    if (!payment) throw notFound();
    const order = orders.find(payment.order_id)!;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(standInPage(payment, order, secret));
  });

  app.post<Call<'yookassaCallback'>>('/yookassa/callback/', contract('yookassaCallback'), async (request) => {
    const { payment_id, event, signature } = request.query;
    if (!sameSecret(signEvent(secret, payment_id, event), signature)) {
      throw new HttpError(403, { detail: 'Подпись уведомления не совпадает.' });
    }
    const answer = notify(request, payment_id, event);
    // The tourist's devices hear of it (the same word again is told once: the event ids repeat).
    if (answer.status === 'succeeded') {
      const order = orders.find(answer.order_id)!;
      for (const item of orders.items(order.id))
        await app.tripEvents.tell(
          tripEvent(`order_paid:${payment_id}:${item.id}`, 'order_paid', order, item),
        );
    }
    return answer;
  });
};
