import type { QueryOf, Schemas } from '../../contract/types.ts';
import { toPay } from '../../domain/orders.ts';
import { hmac } from '../../lib/secrets.ts';
import { prepaymentOf } from '../../domain/prepayment.ts';
import type { OrderItemRow, OrderRow } from '../../repositories/orders.ts';

/** A payment of an order whose hold ran out (it is canceled, its places sold again). */
export const HOLD_EXPIRED = 'Бронь истекла: места снова в продаже. Оформите заказ заново.';

export type PaymentEvent = QueryOf<'yookassaCallback'>['event'];

/**
 * The provider's notification is trusted only with its signature: the HMAC of the payment and the
 * event under a secret the provider and the shop share (here the stand-in is the provider).
 */
export const signEvent = (secret: string, paymentId: string, event: PaymentEvent): string =>
  hmac(secret, `${paymentId}:${event}`);

/** What can be paid now: the rest in full, and before any payment a prepayment of the tours. */
export function paymentOptions(order: OrderRow, items: readonly OrderItemRow[]): Schemas['PaymentOption'][] {
  const remaining = toPay(order);
  if (remaining <= 0) return [];
  // After a prepayment what is left is the rest of the sum, not a second full payment.
  const full: Schemas['PaymentOption'] = {
    type_payment: 'full',
    title: order.paid > 0 ? 'Доплатить остаток' : 'Полная оплата',
    amount: remaining,
    percent: 100,
  };
  const prepayment = prepaymentOf(order, items);
  return prepayment ? [full, prepayment] : [full];
}
