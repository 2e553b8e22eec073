import { transaction } from '../../db/connection.ts';
import type { FastifyRequest } from 'fastify';
import { dueWords } from '@common/order-words.ts';
import { paymentHref } from '@common/payment-link.ts';
import type { Schemas } from '../../contract/types.ts';
import type { Db } from '../../db/connection.ts';
import { orderNumber, serializeOrder, STATUS_DISPLAY } from '../../domain/orders.ts';
import { HttpError, notFound } from '../../errors.ts';
import { letterMoney, siteLink } from '../../lib/letters.ts';
import { roubles } from '../../lib/text.ts';
import { nowMs } from '../../lib/time.ts';
import type { Mail } from '../../plugins/mail.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { OrderRow, OrderStatus } from '../../repositories/orders.ts';
import { HOLD_EXPIRED, type PaymentEvent } from './options.ts';

/** The order's status and sum paid after a payment ends. */
function afterPayment(order: OrderRow, status: Schemas['PaymentStatus'], amount: number) {
  if (status === 'succeeded') {
    const paid = roubles(order.paid + amount);
    return { status: (paid >= order.total ? 'paid' : 'prepaid') as OrderStatus, paid };
  }
  return { status: order.paid === 0 ? ('payment_canceled' as const) : order.status, paid: order.paid };
}

/**
 * The provider's (signed) word that a payment succeeded or was canceled: the payment and its order
 * change once, and the buyer is told; the same word again answers the same; the contrary word is 409.
 * A success cancels the order's other pending payments (there should be none: a new payment cancels
 * the earlier), so two payments never both go through.
 */
export function paymentNotifications(db: Db, { payments, orders }: Repositories, mail: Mail) {
  return (request: FastifyRequest, paymentId: string, event: PaymentEvent) => {
    const wanted: Schemas['PaymentStatus'] = event === 'payment.succeeded' ? 'succeeded' : 'canceled';
    return transaction(db, (): Schemas['PaymentCallbackResponse'] => {
      const payment = payments.find(paymentId);
      if (!payment) throw notFound('Платёж не найден.');
      let order = orders.find(payment.order_id)!;
      if (payment.status !== 'pending' && payment.status !== wanted) {
        throw new HttpError(409, {
          detail: `Платёж уже ${payment.status === 'succeeded' ? 'проведён' : 'отменён'}.`,
        });
      }
      if (payment.status === 'pending') {
        const now = nowMs();
        // Never more than is owed, never for a canceled order: the one pending payment was priced for
        // what was owed, and an expired hold cancels it, so this only guards the sums.
        if (
          wanted === 'succeeded' &&
          (order.status === 'canceled' || order.paid + payment.amount > order.total)
        ) {
          throw new HttpError(409, {
            detail: order.status === 'canceled' ? HOLD_EXPIRED : 'Сумма платежа больше остатка по заказу.',
          });
        }
        payments.finish(payment.id, wanted, now);
        const next = afterPayment(order, wanted, payment.amount);
        orders.setPayment(order.id, next.status, next.paid);
        if (wanted === 'succeeded') {
          // The order has its money: no other payment of it goes on, and it keeps its places.
          payments.cancelPendingOf(order.id, now, payment.id);
          orders.dropHolds(order.id);
        }
        order = orders.find(order.id)!;
        const { email } = JSON.parse(order.customer) as { email: string };
        const number = orderNumber(order.id);
        const left = serializeOrder(order, orders.items(order.id));
        mail.send(
          'payment',
          email,
          wanted === 'succeeded'
            ? `Оплата заказа ${number} получена`
            : `Заказ ${number} ждёт оплаты: платёж отменён`,
          wanted === 'succeeded'
            ? [
                `Получено ${letterMoney(payment.amount)}. Статус заказа: ${STATUS_DISPLAY[order.status]}.`,
                ...(left.to_pay > 0 ? [`${dueWords(left)}.`] : []),
              ].join('\n')
            : `Платёж отменён, деньги не списаны; заказ по-прежнему ждёт оплаты. Оплатить его можно снова: ${siteLink(request, paymentHref(order.id, { token: order.payment_token ?? undefined }))}`,
        );
      }
      return { payment_id: payment.id, order_id: order.id, status: wanted, order_status: order.status };
    })();
  };
}
