import type { Schemas } from '../contract/types.ts';
import type { Db } from '../db/connection.ts';

export interface PaymentRow {
  id: string;
  order_id: number;
  type_payment: Schemas['PaymentType'];
  amount: number;
  status: Schemas['PaymentStatus'];
}

export function createPaymentsRepository(db: Db) {
  const insert = db.prepare(
    'INSERT INTO payment (id, order_id, type_payment, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const select = db.prepare('SELECT * FROM payment WHERE id = ?');
  const finish = db.prepare('UPDATE payment SET status = ?, finished_at = ? WHERE id = ?');
  const cancelPending = db.prepare(
    "UPDATE payment SET status = 'canceled', finished_at = ? WHERE order_id = ? AND status = 'pending' AND id != ?",
  );
  return {
    addPending(payment: Omit<PaymentRow, 'status'>, at: number): void {
      insert.run(payment.id, payment.order_id, payment.type_payment, payment.amount, 'pending', at);
    },
    find: (id: string) => select.get(id) as PaymentRow | undefined,
    finish(id: string, status: Schemas['PaymentStatus'], at: number): void {
      finish.run(status, at, id);
    },
    /** Cancels the order's pending payments, but `except` (an order has one pending payment at most). */
    cancelPendingOf(orderId: number, at: number, except = ''): number {
      return Number(cancelPending.run(at, orderId, except).changes);
    },
  };
}
