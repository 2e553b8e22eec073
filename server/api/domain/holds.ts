import { transaction, type Db } from '../db/connection.ts';
import type { Repositories } from '../repositories/index.ts';
import type { OrderRow } from '../repositories/orders.ts';

export const DEFAULT_SEAT_HOLD_MINUTES = 30;

/**
 * An unpaid order holds its places for a while (`SEAT_HOLD_MINUTES`, 30 by default), with or
 * without an account; a paid or partly paid one keeps them. The hold is not watched by a timer: the
 * next request finds the orders whose time is up, cancels them (and their pending payments) and
 * gives their places back, before it reads or takes any.
 */
export function seatHolds(db: Db, repositories: Repositories, holdMinutes: number) {
  const { orders, excursions, tours, hotels, payments } = repositories;
  const holdMs = holdMinutes * 60_000;

  const release = transaction(db, (now: number): number => {
    const expired = orders.expiredHolds(now);
    for (const { id } of expired) {
      if (!orders.cancelHeld(id)) continue;
      for (const hold of orders.holdsOf(id)) {
        if (hold.kind === 'excursion') excursions.releasePlaces(hold.places, hold.ref_id);
        else if (hold.kind === 'tour') tours.releasePlaces(hold.places, hold.ref_id);
        else hotels.releaseNights(hold.ref_id, hold.date_from!, hold.date_to!);
      }
      orders.dropHolds(id);
      payments.cancelPendingOf(id, now);
    }
    return expired.length;
  });

  return {
    holdMs,
    /** Until when an order placed at `now` holds its places. */
    holdUntil: (now: number): number => now + holdMs,
    /** Cancels the orders whose hold is over at `now` and gives their places back. */
    releaseExpired: (now: number): number => (orders.expiredHolds(now).length ? release(now) : 0),
  };
}

export type SeatHolds = ReturnType<typeof seatHolds>;

/** An order's hold as the contract writes it: only while it is unpaid (in the past once it expired). */
export function holdUntilOf(order: Pick<OrderRow, 'hold_until' | 'paid'>): { hold_until?: string } {
  if (order.hold_until === null || order.paid > 0) return {};
  return { hold_until: new Date(order.hold_until).toISOString().replace('Z', '+00:00') };
}
