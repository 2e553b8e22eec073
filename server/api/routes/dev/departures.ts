import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { transaction } from '../../db/connection.ts';
import { tripEvent, type LineBefore } from '../../domain/trip-events.ts';
import { notFound } from '../../errors.ts';
import type { OrderItemRow } from '../../repositories/orders.ts';
import { DEV_TOOLS, type DepartureChange } from './schemas.ts';

/**
 * `/api/dev/departures/`: the agency moves or cancels a departure, as its staff would in the
 * backend's admin: every booked line of it (the same trip, day and time) changes, each order is
 * told to the storefront (`tripEvent`), so a person trying the demo sees the push arrive.
 */
export const departureRoutes: FastifyPluginAsync = async (app) => {
  const { orders } = app.repositories;
  app.post<{ Body: DepartureChange }>(
    '/departures/',
    { schema: { body: DEV_TOOLS.changeDeparture.body } },
    async (request) => {
      const change = request.body;
      const line = orders.items(change.order_id).find((item) => item.id === change.item_id);
      if (!line) throw notFound('Строка заказа не найдена.');
      const before: LineBefore = {
        date_start: line.date_start,
        time: line.time,
        meeting_point: line.meeting_point,
      };
      const point = change.meeting_point
        ? JSON.stringify({
            ...(line.meeting_point ? JSON.parse(line.meeting_point) : {}),
            ...change.meeting_point,
          })
        : line.meeting_point;
      const date = change.date_start ?? line.date_start;
      const time = change.time ?? line.time;
      const moved = transaction(app.db, () => {
        const lines = app.db
          .prepare('SELECT * FROM order_item WHERE url = ? AND date_start = ? AND time IS ?')
          .all(line.url, line.date_start, line.time) as Array<OrderItemRow & { order_id: number }>;
        const days = (Date.parse(date) - Date.parse(line.date_start)) / 86_400_000;
        app.db
          .prepare(
            `UPDATE order_item SET date_start = ?, date_end = date(date_end, ? || ' days'), time = ?, meeting_point = ?
             WHERE url = ? AND date_start = ? AND time IS ?`,
          )
          .run(date, String(days), time, point, line.url, line.date_start, line.time);
        if (line.type === 'excursion' && line.time)
          app.db
            .prepare(
              `UPDATE excursion_event SET date = ?, time = ? WHERE date = ? AND time = ?
               AND excursion_id = (SELECT id FROM excursion WHERE ? LIKE '%/' || slug || '/')`,
            )
            .run(date, time ?? line.time, line.date_start, line.time, line.url);
        if (change.canceled)
          for (const { order_id } of lines)
            app.db.prepare(`UPDATE "order" SET status = 'canceled' WHERE id = ?`).run(order_id);
        return lines;
      })();
      const id = randomUUID();
      for (const { order_id, id: itemId } of moved) {
        const order = orders.find(order_id)!;
        const now = orders.items(order_id).find((item) => item.id === itemId)!;
        await app.tripEvents.tell(
          tripEvent(
            `${id}:${order_id}:${itemId}`,
            change.canceled ? 'trip_canceled' : 'trip_changed',
            order,
            now,
            before,
          ),
        );
      }
      return { moved: moved.length };
    },
  );

  // The evening reminders, now rather than at 18:00 (to see one, or to test it).
  app.post('/reminders/', async () => ({ told: await app.remindOfTomorrow() }));
};
