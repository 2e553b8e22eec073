import { proxy } from 'valtio';
import type { Order } from '../api/types';

/** What the success dialog sums up of an order: its lines, its money and how long it is held. */
export type PlacedSummary = Pick<Order, 'items' | 'total' | 'paid' | 'to_pay' | 'hold_until' | 'pay_until'>;

/** The order just placed in this tab: the success dialog and the order page speak of it. */
export interface PlacedOrder {
  id: number;
  number: string;
  email: string;
  /** Something is left to pay online (the payment page offers the ways). */
  canPay: boolean;
  /** The payment page's key, for an order placed without an account. */
  paymentToken: string | null;
  summary?: PlacedSummary;
}

export const placedOrderState = proxy<{ order: PlacedOrder | null }>({ order: null });

export function rememberPlacedOrder(order: Order): void {
  const { items, total, paid, to_pay, hold_until, pay_until } = order;
  placedOrderState.order = {
    id: order.id,
    number: order.number,
    email: order.customer.email,
    canPay: order.to_pay > 0 && !order.completed,
    paymentToken: order.payment_token ?? null,
    summary: { items, total, paid, to_pay, hold_until, pay_until },
  };
}
