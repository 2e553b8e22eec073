import { hasDeparted } from '@common/agency-clock.ts';
import { LIMITS } from '../../contract/document.ts';
import type { Schemas } from '../../contract/types.ts';
import { fits, parseRoom, roomOffers } from '../../domain/hotel-offers.ts';
import { AGE_CATEGORIES, type TouristCounts } from '../../domain/prices.ts';
import { badRequest } from '../../errors.ts';
import { DAY_MS, nowMs, today } from '../../lib/time.ts';
import type { Repositories } from '../../repositories/index.ts';

const DEPARTED = 'Эта поездка уже отправилась: выберите другую дату.';

/** Putting things in a cart, with the checks a booking needs (places, dates, capacity). */
export function cartAdditions({ carts, excursions, tours, hotels }: Repositories) {
  const offer = roomOffers(hotels);

  const departure = (kind: 'excursion' | 'tour', eventId: number) => {
    if (kind === 'excursion') {
      const row = excursions.eventForCart(eventId);
      return row && { date: row.date, time: row.time, places_left: row.places_left };
    }
    const row = tours.eventForCart(eventId);
    return row && { date: row.date_start, time: null, places_left: row.places_left };
  };

  /** Adds an event, or replaces the tourist counts of the same event already in the cart. */
  function putEvent(sessionId: string, kind: 'excursion' | 'tour', body: Schemas['CartEventRequest']): void {
    const counts = body.tourists;
    const total = AGE_CATEGORIES.reduce((sum, category) => sum + (counts[category] ?? 0), 0);
    if (total < 1) throw badRequest({ tourists: ['Выберите хотя бы одного туриста.'] });
    if (total > LIMITS.tourists_per_item)
      throw badRequest({ tourists: [`Не больше ${LIMITS.tourists_per_item} туристов в одном заказе.`] });
    const event = departure(kind, body.event_id);
    if (!event) throw badRequest({ event_id: ['Такой даты нет в расписании.'] });
    if (hasDeparted(event.date, event.time)) throw badRequest({ event_id: [DEPARTED] });
    if (event.places_left < total) {
      throw badRequest({
        tourists: [event.places_left ? `Осталось мест: ${event.places_left}.` : 'Мест нет.'],
      });
    }
    const clean: TouristCounts = Object.fromEntries(
      AGE_CATEGORIES.filter((category) => (counts[category] ?? 0) > 0).map((category) => [
        category,
        counts[category],
      ]),
    );
    carts.putEvent(sessionId, kind, body.event_id, clean, nowMs());
  }

  function putRoom(sessionId: string, body: Schemas['CartRoomRequest']): void {
    const room = hotels.room(body.room_type_id);
    if (!room) throw badRequest({ room_type_id: ['Такого номера нет.'] });
    const hotel = hotels.byId(room.hotel_id)!;
    if (body.date_from < today()) throw badRequest({ date_from: ['Дата заезда не может быть в прошлом.'] });
    const nights = Math.round((Date.parse(body.date_to) - Date.parse(body.date_from)) / DAY_MS);
    if (nights < 1 || nights > LIMITS.hotel_stay_nights)
      throw badRequest({ date_to: [`Проживание — от 1 до ${LIMITS.hotel_stay_nights} ночей.`] });
    const guests = parseRoom(body.room);
    const priced = offer(hotel, room, {
      date_from: body.date_from,
      date_to: body.date_to,
      nights,
      ...guests,
    });
    if (!fits(room, guests)) throw badRequest({ room: ['Номер не вмещает столько гостей.'] });
    if (!priced.available) throw badRequest({ date_from: ['На эти даты номер занят.'] });
    carts.addRoom(sessionId, room.id, guests, body, nowMs());
  }

  return { putEvent, putRoom };
}
