import { msToAgencyMidnight } from '@common/agency-clock';
import { tripEvent } from '../domain/trip-events.ts';
import { addDays, today } from '../lib/time.ts';
import type { OrderItemRow, OrderRow } from '../repositories/orders.ts';
import { shared } from './shared.ts';

/** When the evening reminder goes: 18:00 Moscow, six hours before the agency's midnight. */
const REMINDER_BEFORE_MIDNIGHT_MS = 6 * 3_600_000;
const DAY_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the storefront of every booked trip of tomorrow (18:00 Moscow, or a test tool): how many. */
    remindOfTomorrow(): Promise<number>;
  }
}

/**
 * The evening before a trip, at 18:00 Moscow time, the demo tells the storefront of each booked
 * line of tomorrow (`trip_reminder`), as the agency's backend must (docs/decisions/047); the
 * storefront sends the push with the meeting time and place. One id per day and line: a restart at
 * 18:00 tells nobody twice.
 */
export const tripReminders = shared(async (app) => {
  app.decorate('remindOfTomorrow', async () => {
    const tomorrow = addDays(today(), 1);
    const lines = app.db
      .prepare(
        `SELECT i.*, o.user_id AS order_user_id FROM order_item i JOIN "order" o ON o.id = i.order_id
         WHERE i.date_start = ? AND o.status IN ('paid', 'prepaid')`,
      )
      .all(tomorrow) as Array<OrderItemRow & { order_id: number; order_user_id: number | null }>;
    for (const line of lines) {
      const order: Pick<OrderRow, 'id' | 'user_id'> = { id: line.order_id, user_id: line.order_user_id };
      await app.tripEvents.tell(
        tripEvent(`reminder:${tomorrow}:${line.order_id}:${line.id}`, 'trip_reminder', order, line),
      );
    }
    return lines.length;
  });

  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    let wait = msToAgencyMidnight() - REMINDER_BEFORE_MIDNIGHT_MS;
    if (wait <= 0) wait += DAY_MS;
    timer = setTimeout(() => {
      void app.remindOfTomorrow().finally(schedule);
    }, wait);
    // The reminder never keeps a process alive that is done otherwise.
    timer.unref();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => clearTimeout(timer));
});
