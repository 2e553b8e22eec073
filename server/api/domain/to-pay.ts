import { roubles } from '../lib/text.ts';
import { COMPLETED_STATUSES, type OrderRow } from '../repositories/orders.ts';

/** What is left to pay of an order; nothing once it is over. */
export function toPay(order: Pick<OrderRow, 'status' | 'total' | 'paid'>): number {
  return COMPLETED_STATUSES.includes(order.status) ? 0 : roubles(Math.max(0, order.total - order.paid));
}
