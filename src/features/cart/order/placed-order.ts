import { proxy } from 'valtio';
import type { Order } from '../api/types';

/** The order just placed in this tab: the success dialog and the order page speak of it. */
export interface PlacedOrder {
  id: number;
  number: string;
  email: string;
  /** Something is left to pay online (the payment page offers the ways). */
  canPay: boolean;
  /** The payment page's key, for an order placed without an account. */
  paymentToken: string | null;
}

export const placedOrderState = proxy<{ order: PlacedOrder | null }>({ order: null });

export function rememberPlacedOrder(order: Order): void {
  placedOrderState.order = {
    id: order.id,
    number: order.number,
    email: order.customer.email,
    canPay: order.to_pay > 0 && !order.completed,
    paymentToken: order.payment_token ?? null,
  };
}
