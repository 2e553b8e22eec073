import type { Db } from './db/connection.ts';
import type { Schemas } from './contract.ts';
import { roubles } from './lib/text.ts';

export type OrderStatus = Schemas['OrderStatus'];

export const STATUS_DISPLAY: Record<OrderStatus, string> = {
  new: 'Ожидает оплаты',
  prepaid: 'Внесена предоплата',
  paid: 'Оплачен',
  payment_canceled: 'Оплата отменена',
  completed: 'Завершён',
  canceled: 'Отменён',
};

export const COMPLETED_STATUSES: readonly OrderStatus[] = ['completed', 'canceled'];

export interface OrderRow {
  id: number;
  user_id: number | null;
  status: OrderStatus;
  created: string;
  total: number;
  paid: number;
  customer: string;
  comment: string;
  participants: string;
  /** Set on an order placed without an account (server/api/order-access.ts). */
  payment_token: string | null;
}

interface OrderItemRow {
  id: number;
  type: Schemas['ItemType'];
  title: string;
  url: string;
  image: string;
  date_start: string;
  date_end: string;
  time: string | null;
  tourists: string;
  total: number;
}

export const orderNumber = (id: number): string => `PT-${String(id).padStart(6, '0')}`;

export function toPay(order: Pick<OrderRow, 'status' | 'total' | 'paid'>): number {
  return COMPLETED_STATUSES.includes(order.status) ? 0 : roubles(Math.max(0, order.total - order.paid));
}

export function serializeOrder(db: Db, order: OrderRow): Schemas['Order'] {
  const items = db
    .prepare('SELECT * FROM order_item WHERE order_id = ? ORDER BY position')
    .all(order.id) as OrderItemRow[];
  return {
    id: order.id,
    number: orderNumber(order.id),
    status: order.status,
    status_display: STATUS_DISPLAY[order.status],
    created: order.created,
    completed: COMPLETED_STATUSES.includes(order.status),
    total: order.total,
    paid: order.paid,
    to_pay: toPay(order),
    customer: JSON.parse(order.customer) as Schemas['Customer'],
    comment: order.comment,
    participants: JSON.parse(order.participants) as Schemas['OrderParticipant'][],
    payment_token: order.user_id === null ? order.payment_token : null,
    items: items.map((item) => ({
      id: item.id,
      type: item.type,
      title: item.title,
      url: item.url,
      image: item.image,
      date_start: item.date_start,
      date_end: item.date_end,
      time: item.time,
      tourists: JSON.parse(item.tourists) as Schemas['TouristLine'][],
      total: item.total,
    })),
  };
}

export function findOrder(db: Db, id: number): OrderRow | undefined {
  return db.prepare('SELECT * FROM "order" WHERE id = ?').get(id) as OrderRow | undefined;
}

/** A fully paid order whose last day has passed is completed (moves to the "completed" history tab). */
export function completeFinishedOrders(db: Db, today: string): void {
  db.prepare(
    `UPDATE "order" SET status = 'completed' WHERE status = 'paid'
     AND id IN (SELECT order_id FROM order_item GROUP BY order_id HAVING MAX(date_end) < ?)`,
  ).run(today);
}
