import type { Order } from './api/orders';

/** An active order that still owes money can be paid online: 'Оплатить' leads to its payment page. */
export const canPayOnline = (order: Pick<Order, 'completed' | 'status' | 'to_pay'>): boolean =>
  !order.completed && order.to_pay > 0 && ['new', 'prepaid', 'payment_canceled'].includes(order.status);

/** The badge's tone for a status: paid and done are calm, waiting for money stands out. */
export function statusTone(status: Order['status']): 'ok' | 'wait' | 'off' {
  if (status === 'paid' || status === 'completed') return 'ok';
  if (status === 'canceled') return 'off';
  return 'wait';
}
