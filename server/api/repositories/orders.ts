import type { Schemas } from '../contract/types.ts';
import type { Db } from '../db/connection.ts';
import { statements } from './statements.ts';

export type OrderStatus = Schemas['OrderStatus'];

/** Orders that are over: nothing is left to pay, and they are in the history's "completed" tab. */
export const COMPLETED_STATUSES: readonly OrderStatus[] = ['completed', 'canceled'];

export interface OrderRow {
  id: number;
  user_id: number | null;
  status: OrderStatus;
  created: string;
  total: number;
  paid: number;
  /** JSON of the contract's `Customer`. */
  customer: string;
  comment: string;
  /** JSON of the contract's `OrderParticipant[]`. */
  participants: string;
  /** Set on an order placed without an account: its payment page and calls need it. */
  payment_token: string | null;
  /** Unpaid, the order holds its places until then (ms); null for orders placed before holds. */
  hold_until: number | null;
  /** Where an order without an account came from (the per-address limit counts them). */
  client_address: string | null;
  /** When it was placed, in ms (null for orders placed before this was kept). */
  created_ms: number | null;
}

/** What an order took of a departure (`places`) or of a room type's nights (one room each). */
export interface OrderHoldRow {
  order_id: number;
  kind: 'excursion' | 'tour' | 'room';
  ref_id: number;
  places: number;
  date_from: string | null;
  date_to: string | null;
}

/** A line of an order as the contract has it, its nested parts kept as JSON. */
export type OrderItemRow = Omit<Schemas['OrderItem'], 'tourists' | 'meeting_point' | 'duration_minutes'> & {
  /** JSON of the contract's `TouristLine[]`. */
  tourists: string;
  /** JSON of the contract's `MeetingPoint`: an excursion's start, a hotel's address. */
  meeting_point: string | null;
  duration_minutes: number | null;
};

export type NewOrder = Omit<OrderRow, 'id' | 'paid'>;
export type NewOrderItem = Omit<OrderItemRow, 'id'>;

export function createOrdersRepository(db: Db) {
  const { row, rows, change } = statements(db);
  const insert = db.prepare(
    `INSERT INTO "order" (user_id, status, created, total, paid, customer, comment, participants, payment_token,
        hold_until, client_address, created_ms) VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertHold = db.prepare(
    'INSERT INTO order_hold (order_id, kind, ref_id, places, date_from, date_to) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertItem = db.prepare(`INSERT INTO order_item
        (order_id, position, type, title, url, image, date_start, date_end, time, tourists, total, meeting_point, duration_minutes)
        VALUES (@order_id, @position, @type, @title, @url, @image, @date_start, @date_end, @time, @tourists, @total, @meeting_point, @duration_minutes)`);
  const setPayment = db.prepare('UPDATE "order" SET status = ?, paid = ? WHERE id = ?');
  const completeFinished = db.prepare(
    `UPDATE "order" SET status = 'completed' WHERE status = 'paid'
     AND id IN (SELECT order_id FROM order_item GROUP BY order_id HAVING MAX(date_end) < ?)`,
  );
  const statuses = COMPLETED_STATUSES.map(() => '?').join(', ');
  const history = (completed: boolean) => `user_id = ? AND status ${completed ? '' : 'NOT '}IN (${statuses})`;

  return {
    find: row<OrderRow>('SELECT * FROM "order" WHERE id = ?'),
    findOwn: row<OrderRow, [id: number, userId: number]>(
      'SELECT * FROM "order" WHERE id = ? AND user_id = ?',
    ),
    items: rows<OrderItemRow, [orderId: number]>(
      'SELECT * FROM order_item WHERE order_id = ? ORDER BY position',
    ),
    add(
      order: NewOrder,
      orderItems: readonly NewOrderItem[],
      holds: ReadonlyArray<Omit<OrderHoldRow, 'order_id'>> = [],
    ): number {
      const { user_id, status, created, total, customer, comment, participants, payment_token } = order;
      const id = Number(
        insert.run(
          user_id,
          status,
          created,
          total,
          customer,
          comment,
          participants,
          payment_token,
          order.hold_until,
          order.client_address,
          order.created_ms,
        ).lastInsertRowid,
      );
      orderItems.forEach((item, position) => insertItem.run({ ...item, order_id: id, position }));
      for (const hold of holds)
        insertHold.run(id, hold.kind, hold.ref_id, hold.places, hold.date_from, hold.date_to);
      return id;
    },
    /** Unpaid orders whose hold is over at `now` (ms). */
    expiredHolds: rows<{ id: number }, [now: number]>(
      `SELECT id FROM "order" WHERE status IN ('new', 'payment_canceled') AND paid = 0 AND hold_until <= ?`,
    ),
    holdsOf: rows<OrderHoldRow, [orderId: number]>('SELECT * FROM order_hold WHERE order_id = ?'),
    /** The hold is over: the order is canceled and keeps nothing. */
    cancelHeld: change<[orderId: number]>(
      `UPDATE "order" SET status = 'canceled' WHERE id = ? AND status IN ('new', 'payment_canceled') AND paid = 0`,
    ),
    dropHolds: change<[orderId: number]>('DELETE FROM order_hold WHERE order_id = ?'),
    /** When each unpaid order without an account from `address` was placed, after `since` (ms), oldest first. */
    unpaidAnonymousSince: rows<{ created_ms: number }, [address: string, since: number]>(
      `SELECT created_ms FROM "order" WHERE user_id IS NULL AND client_address = ? AND created_ms > ? AND paid = 0
       ORDER BY created_ms`,
    ),
    setPayment(id: number, status: OrderStatus, paid: number): void {
      setPayment.run(status, paid, id);
    },
    /** A fully paid order whose last day is before `today` is completed. */
    completeFinished(today: string): void {
      completeFinished.run(today);
    },
    countHistory(userId: number, completed: boolean): number {
      const sql = `SELECT COUNT(*) AS count FROM "order" WHERE ${history(completed)}`;
      return (db.prepare(sql).get(userId, ...COMPLETED_STATUSES) as { count: number }).count;
    },
    /** Newest first. */
    pageOfHistory(userId: number, completed: boolean, limit: number, offset: number): OrderRow[] {
      const sql = `SELECT * FROM "order" WHERE ${history(completed)} ORDER BY id DESC LIMIT ? OFFSET ?`;
      return db.prepare(sql).all(userId, ...COMPLETED_STATUSES, limit, offset) as unknown as OrderRow[];
    },
  };
}
