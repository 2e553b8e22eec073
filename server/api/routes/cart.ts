import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Ctx } from '../context.ts';
import { parseBody, parseQuery, type Schemas } from '../contract.ts';
import type { Db } from '../db/connection.ts';
import { badRequest, type FieldErrors } from '../errors.ts';
import { isEmail, normalisePhone, roubles } from '../lib/text.ts';
import { hasDeparted } from '../../../src/shared/lib/agency-clock.ts';
import { paymentHref } from '../../../src/shared/lib/payment-link.ts';
import { letterDate, letterMoney, siteLink } from '../lib/letters.ts';
import { newToken } from '../lib/secrets.ts';
import { DAY_MS, nowIso, nowMs, today } from '../lib/time.ts';
import { orderNumber, serializeOrder, type OrderRow } from '../orders.ts';
import {
  AGE_CATEGORIES,
  AGE_TITLES,
  HotelCatalog,
  hotelUrl,
  parseRoom,
  type AgeCategory,
  type HotelRow,
  type RoomTypeRow,
} from './catalog.ts';

const DEPARTED = 'Эта поездка уже отправилась: выберите другую дату.';

/** The travellers as kept with the order: trimmed, an empty patronymic left out. */
function travellers(list: Schemas['OrderParticipant'][]): Schemas['OrderParticipant'][] {
  return list.map(({ last_name, first_name, patronymic, birth_date }) => {
    const person: Schemas['OrderParticipant'] = {
      last_name: last_name.trim(),
      first_name: first_name.trim(),
    };
    if (patronymic?.trim()) person.patronymic = patronymic.trim();
    if (birth_date) person.birth_date = birth_date;
    return person;
  });
}

/** A cart untouched this long is forgotten: its id then answers a new empty cart. */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A well-formed id (the contract's SessionId) is kept, unknown ones too (a new empty cart under it). */
const SESSION_ID = /^[A-Za-z0-9._:-]{1,200}$/;

type Counts = Partial<Record<AgeCategory, number>>;
/** The demo always sends a part's total (the contract leaves it optional for other backends). */
type WithTotal<Part> = Part & { total: number };

interface CartItemRow {
  id: number;
  kind: 'excursion' | 'tour' | 'room';
  ref_id: number;
  tourists: string;
  date_from: string | null;
  date_to: string | null;
}

interface ExcursionEventJoin {
  event_id: number;
  date: string;
  time: string;
  places_left: number;
  excursion_id: number;
  slug: string;
  title: string;
  image: string;
  prices: string;
  duration_minutes: number;
  group_slug: string;
  catalog: 'current' | 'old';
}

interface TourEventJoin {
  event_id: number;
  date_start: string;
  date_end: string;
  places_left: number;
  tour_id: number;
  slug: string;
  title: string;
  image: string;
  prices: string;
  group_slug: string;
}

function touristLines(counts: Counts, prices: Record<AgeCategory, number>): Schemas['TouristLine'][] {
  return AGE_CATEGORIES.filter((category) => (counts[category] ?? 0) > 0).map((category) => ({
    category,
    title: AGE_TITLES[category],
    count: counts[category]!,
    price: prices[category],
    total: roubles(counts[category]! * prices[category]),
  }));
}

const sum = (lines: Array<{ total: number }>) =>
  roubles(lines.reduce((total, line) => total + line.total, 0));

export class Cart {
  private readonly hotels: HotelCatalog;
  constructor(private readonly db: Db) {
    this.hotels = new HotelCatalog(db);
  }

  newSessionId(): string {
    const id = randomBytes(16).toString('hex');
    this.db
      .prepare('INSERT INTO cart_session (id, created_at, touched_at) VALUES (?, ?, ?)')
      .run(id, nowMs(), nowMs());
    return id;
  }

  /** The session to use: a well-formed id is kept (new and empty if unknown or expired), anything else replaced. */
  resolve(raw: string | undefined): string {
    if (!raw || !SESSION_ID.test(raw)) return this.newSessionId();
    const row = this.db.prepare('SELECT touched_at FROM cart_session WHERE id = ?').get(raw) as
      { touched_at: number } | undefined;
    const now = nowMs();
    if (!row) {
      this.db
        .prepare('INSERT INTO cart_session (id, created_at, touched_at) VALUES (?, ?, ?)')
        .run(raw, now, now);
    } else if (now - row.touched_at > SESSION_TTL_MS) {
      this.db.transaction(() => {
        this.db.prepare('DELETE FROM cart_item WHERE session_id = ?').run(raw);
        this.db
          .prepare('UPDATE cart_session SET created_at = ?, touched_at = ? WHERE id = ?')
          .run(now, now, raw);
      })();
    } else {
      this.db.prepare('UPDATE cart_session SET touched_at = ? WHERE id = ?').run(now, raw);
    }
    return raw;
  }

  private items(sessionId: string, kind: CartItemRow['kind']): CartItemRow[] {
    return this.db
      .prepare('SELECT * FROM cart_item WHERE session_id = ? AND kind = ? ORDER BY id')
      .all(sessionId, kind) as CartItemRow[];
  }

  private excursionEvent(eventId: number): ExcursionEventJoin | undefined {
    return this.db
      .prepare(
        `SELECT e.id AS event_id, e.date, e.time, e.places_left, x.id AS excursion_id, x.slug, x.title, x.image, x.prices,
          x.duration_minutes, g.slug AS group_slug, g.catalog
         FROM excursion_event e JOIN excursion x ON x.id = e.excursion_id JOIN excursion_group g ON g.id = x.group_id
         WHERE e.id = ?`,
      )
      .get(eventId) as ExcursionEventJoin | undefined;
  }

  private tourEvent(eventId: number): TourEventJoin | undefined {
    return this.db
      .prepare(
        `SELECT e.id AS event_id, e.date_start, e.date_end, e.places_left, t.id AS tour_id, t.slug, t.title, t.image, t.prices,
          g.slug AS group_slug
         FROM tour_event e JOIN tour t ON t.id = e.tour_id JOIN tour_group g ON g.id = t.group_id WHERE e.id = ?`,
      )
      .get(eventId) as TourEventJoin | undefined;
  }

  excursionPart(sessionId: string): WithTotal<Schemas['CartExcursionPart']> {
    const items = this.items(sessionId, 'excursion').flatMap((item): Schemas['CartExcursionItem'][] => {
      const event = this.excursionEvent(item.ref_id);
      if (!event) return [];
      const tourists = touristLines(
        JSON.parse(item.tourists) as Counts,
        JSON.parse(event.prices) as Record<AgeCategory, number>,
      );
      const base = event.catalog === 'old' ? '/excursions_old' : '/excursions';
      return [
        {
          id: item.id,
          event_id: event.event_id,
          excursion: {
            id: event.excursion_id,
            slug: event.slug,
            title: event.title,
            url: `${base}/${event.group_slug}/${event.slug}/`,
            image: event.image,
          },
          date: event.date,
          time: event.time,
          duration_minutes: event.duration_minutes,
          tourists,
          total: sum(tourists),
        },
      ];
    });
    return { items, total: sum(items) };
  }

  tourPart(sessionId: string): WithTotal<Schemas['CartTourPart']> {
    const items = this.items(sessionId, 'tour').flatMap((item): Schemas['CartTourItem'][] => {
      const event = this.tourEvent(item.ref_id);
      if (!event) return [];
      const tourists = touristLines(
        JSON.parse(item.tourists) as Counts,
        JSON.parse(event.prices) as Record<AgeCategory, number>,
      );
      return [
        {
          id: item.id,
          event_id: event.event_id,
          tour: {
            id: event.tour_id,
            slug: event.slug,
            title: event.title,
            url: `/tours/${event.group_slug}/${event.slug}/`,
            image: event.image,
          },
          date_start: event.date_start,
          date_end: event.date_end,
          tourists,
          total: sum(tourists),
        },
      ];
    });
    return { items, total: sum(items) };
  }

  hotelPart(sessionId: string): WithTotal<Schemas['CartHotelPart']> {
    const items = this.items(sessionId, 'room').flatMap((item): Schemas['CartRoomItem'][] => {
      const room = this.db.prepare('SELECT * FROM room_type WHERE id = ?').get(item.ref_id) as
        RoomTypeRow | undefined;
      if (!room || !item.date_from || !item.date_to) return [];
      const hotel = this.db.prepare('SELECT * FROM hotel WHERE id = ?').get(room.hotel_id) as HotelRow;
      const guests = JSON.parse(item.tourists) as { adults: number; children_ages: number[] };
      const nights = Math.round((Date.parse(item.date_to) - Date.parse(item.date_from)) / DAY_MS);
      const offer = this.hotels.offer(hotel, room, {
        date_from: item.date_from,
        date_to: item.date_to,
        nights,
        ...guests,
      });
      return [
        {
          id: item.id,
          room_type: { id: room.id, slug: room.slug, title: room.title, url: offer.url, image: room.image },
          hotel: {
            id: hotel.id,
            slug: hotel.slug,
            title: hotel.title,
            url: hotelUrl(hotel),
            image: hotel.image,
          },
          date_from: item.date_from,
          date_to: item.date_to,
          nights,
          adults: guests.adults,
          children_ages: guests.children_ages,
          total: offer.total,
        },
      ];
    });
    return { items, total: sum(items) };
  }

  whole(sessionId: string): Schemas['Cart'] {
    const tours = this.tourPart(sessionId);
    const excursions = this.excursionPart(sessionId);
    const hotels = this.hotelPart(sessionId);
    return {
      sessionid: sessionId,
      tours,
      excursions,
      hotels,
      count: tours.items.length + excursions.items.length + hotels.items.length,
      total: roubles(tours.total + excursions.total + hotels.total),
    };
  }

  /** Adds an event, or replaces the tourist counts of the same event already in the cart. */
  putEvent(sessionId: string, kind: 'excursion' | 'tour', body: Schemas['CartEventRequest']): void {
    const counts = body.tourists;
    const total = AGE_CATEGORIES.reduce((acc, category) => acc + (counts[category] ?? 0), 0);
    if (total < 1) throw badRequest({ tourists: ['Выберите хотя бы одного туриста.'] });
    if (total > 50) throw badRequest({ tourists: ['Не больше 50 туристов в одном заказе.'] });
    const event =
      kind === 'excursion'
        ? (() => {
            const row = this.excursionEvent(body.event_id);
            return row && { date: row.date, time: row.time, places_left: row.places_left };
          })()
        : (() => {
            const row = this.tourEvent(body.event_id);
            return row && { date: row.date_start, time: null, places_left: row.places_left };
          })();
    if (!event) throw badRequest({ event_id: ['Такой даты нет в расписании.'] });
    if (hasDeparted(event.date, event.time)) throw badRequest({ event_id: [DEPARTED] });
    if (event.places_left < total) {
      throw badRequest({
        tourists: [event.places_left ? `Осталось мест: ${event.places_left}.` : 'Мест нет.'],
      });
    }
    const clean: Counts = Object.fromEntries(
      AGE_CATEGORIES.filter((c) => (counts[c] ?? 0) > 0).map((c) => [c, counts[c]]),
    );
    this.db.transaction(() => {
      this.db
        .prepare('DELETE FROM cart_item WHERE session_id = ? AND kind = ? AND ref_id = ?')
        .run(sessionId, kind, body.event_id);
      this.db
        .prepare(
          'INSERT INTO cart_item (session_id, kind, ref_id, tourists, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(sessionId, kind, body.event_id, JSON.stringify(clean), nowMs());
    })();
  }

  putRoom(sessionId: string, body: Schemas['CartRoomRequest']): void {
    const room = this.db.prepare('SELECT * FROM room_type WHERE id = ?').get(body.room_type_id) as
      RoomTypeRow | undefined;
    if (!room) throw badRequest({ room_type_id: ['Такого номера нет.'] });
    const hotel = this.db.prepare('SELECT * FROM hotel WHERE id = ?').get(room.hotel_id) as HotelRow;
    if (body.date_from < today()) throw badRequest({ date_from: ['Дата заезда не может быть в прошлом.'] });
    const nights = Math.round((Date.parse(body.date_to) - Date.parse(body.date_from)) / DAY_MS);
    if (nights < 1 || nights > 30) throw badRequest({ date_to: ['Проживание — от 1 до 30 ночей.'] });
    const guests = parseRoom(body.room);
    const offer = this.hotels.offer(hotel, room, {
      date_from: body.date_from,
      date_to: body.date_to,
      nights,
      ...guests,
    });
    if (!this.hotels.fits(room, guests)) throw badRequest({ room: ['Номер не вмещает столько гостей.'] });
    if (!offer.available) throw badRequest({ date_from: ['На эти даты номер занят.'] });
    this.db
      .prepare(
        'INSERT INTO cart_item (session_id, kind, ref_id, tourists, date_from, date_to, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(sessionId, 'room', room.id, JSON.stringify(guests), body.date_from, body.date_to, nowMs());
  }

  remove(sessionId: string, kind: CartItemRow['kind'], ids: number[]): void {
    if (ids.length === 0) return;
    this.db
      .prepare(
        `DELETE FROM cart_item WHERE session_id = ? AND kind = ? AND id IN (${ids.map(() => '?').join(',')})`,
      )
      .run(sessionId, kind, ...ids);
  }

  /** Turns the cart into an order: places are taken, the cart emptied, all in one transaction. */
  order(sessionId: string, userId: number | null, body: Schemas['OrderCreateRequest']): OrderRow {
    const errors: FieldErrors = {};
    for (const field of ['last_name', 'first_name', 'email', 'phone'] as const) {
      if (!body[field].trim()) errors[field] = ['Обязательное поле.'];
    }
    if (body.email.trim() && !isEmail(body.email.trim()))
      errors.email = ['Введите правильный адрес электронной почты.'];
    const phone = normalisePhone(body.phone);
    if (body.phone.trim() && !phone)
      errors.phone = ['Введите телефон в формате +7 (999) 999-99-99 или + и 7–15 цифр.'];
    if (Object.keys(errors).length) throw badRequest(errors);

    const cart = this.whole(sessionId);
    if (cart.count === 0) throw badRequest({ non_field_errors: ['Корзина пуста.'] });
    const participants = travellers(body.participants ?? []);
    const named = Math.max(
      0,
      ...cart.tours.items.map((item) => item.tourists.reduce((n, line) => n + line.count, 0)),
    );
    if (participants.some((person) => !person.last_name || !person.first_name))
      throw badRequest({ participants: ['У каждого участника нужны фамилия и имя.'] });
    if (participants.length < named)
      throw badRequest({ participants: [`Укажите имена всех участников тура: ${named}.`] });
    const departed = [
      ...cart.excursions.items
        .filter((item) => hasDeparted(item.date, item.time))
        .map((item) => item.excursion.title),
      ...cart.tours.items.filter((item) => hasDeparted(item.date_start, null)).map((item) => item.tour.title),
    ];
    if (departed.length)
      throw badRequest({
        non_field_errors: departed.map(
          (title) => `Поездка «${title}» уже отправилась: удалите её из корзины.`,
        ),
      });

    return this.db.transaction(() => {
      const takePlaces = (
        table: 'excursion_event' | 'tour_event',
        eventId: number,
        count: number,
        title: string,
      ) => {
        const { changes } = this.db
          .prepare(`UPDATE ${table} SET places_left = places_left - ? WHERE id = ? AND places_left >= ?`)
          .run(count, eventId, count);
        if (changes === 0) throw badRequest({ non_field_errors: [`Недостаточно мест: ${title}.`] });
      };
      for (const item of cart.excursions.items) {
        takePlaces(
          'excursion_event',
          item.event_id,
          item.tourists.reduce((n, line) => n + line.count, 0),
          item.excursion.title,
        );
      }
      for (const item of cart.tours.items) {
        takePlaces(
          'tour_event',
          item.event_id,
          item.tourists.reduce((n, line) => n + line.count, 0),
          item.tour.title,
        );
      }
      for (const item of cart.hotels.items) {
        const { changes } = this.db
          .prepare(
            'UPDATE room_night SET rooms_left = rooms_left - 1 WHERE room_type_id = ? AND date >= ? AND date < ? AND rooms_left > 0',
          )
          .run(item.room_type.id, item.date_from, item.date_to);
        if (changes !== item.nights)
          throw badRequest({ non_field_errors: [`Номер занят: ${item.room_type.title}.`] });
      }
      const customer = {
        last_name: body.last_name.trim(),
        first_name: body.first_name.trim(),
        patronymic: (body.patronymic ?? '').trim(),
        email: body.email.trim(),
        phone: phone!,
      };
      const created = nowIso();
      const orderId = Number(
        this.db
          .prepare(
            'INSERT INTO "order" (user_id, status, created, total, paid, customer, comment, participants, payment_token) VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?)',
          )
          .run(
            userId,
            'new',
            created,
            cart.total,
            JSON.stringify(customer),
            (body.comment ?? '').trim(),
            JSON.stringify(participants),
            userId === null ? newToken() : null,
          ).lastInsertRowid,
      );
      const insertItem = this.db.prepare(`INSERT INTO order_item
        (order_id, position, type, title, url, image, date_start, date_end, time, tourists, total) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      let position = 0;
      for (const item of cart.tours.items) {
        insertItem.run(
          orderId,
          position++,
          'tour',
          item.tour.title,
          item.tour.url,
          item.tour.image,
          item.date_start,
          item.date_end,
          null,
          JSON.stringify(item.tourists),
          item.total,
        );
      }
      for (const item of cart.excursions.items) {
        insertItem.run(
          orderId,
          position++,
          'excursion',
          item.excursion.title,
          item.excursion.url,
          item.excursion.image,
          item.date,
          item.date,
          item.time,
          JSON.stringify(item.tourists),
          item.total,
        );
      }
      for (const item of cart.hotels.items) {
        insertItem.run(
          orderId,
          position++,
          'room',
          `${item.hotel.title}: ${item.room_type.title}`,
          item.room_type.url,
          item.room_type.image,
          item.date_from,
          item.date_to,
          null,
          '[]',
          item.total,
        );
      }
      this.db.prepare('DELETE FROM cart_item WHERE session_id = ?').run(sessionId);
      return this.db.prepare('SELECT * FROM "order" WHERE id = ?').get(orderId) as OrderRow;
    })();
  }
}

/** As Django's session cookie: HttpOnly, so the page keeps its own copy of the id. */
const setSessionCookie = (reply: FastifyReply, id: string) =>
  reply.setCookie('sessionid', id, {
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
    sameSite: 'lax',
    httpOnly: true,
    secure: reply.request.protocol === 'https',
  });

const idList = (raw: string | undefined): number[] => (raw ? raw.split(',').map(Number) : []);

export function cartRoutes(app: FastifyInstance, { db, auth, outbox }: Ctx): void {
  const cart = new Cart(db);

  app.get('/user/session/', async (_request, reply) => {
    const sessionid = cart.newSessionId();
    setSessionCookie(reply, sessionid);
    return { sessionid };
  });

  app.get('/cart/', async (request, reply) => {
    const query = parseQuery('getCart', request.query);
    const sessionId = cart.resolve(query.sessionid);
    if (sessionId !== query.sessionid) setSessionCookie(reply, sessionId);
    return cart.whole(sessionId);
  });

  app.delete('/cart/', async (request) => {
    const query = parseQuery('deleteCartItems', request.query);
    const sessionId = cart.resolve(query.sessionid);
    db.transaction(() => {
      cart.remove(sessionId, 'tour', idList(query.tours));
      cart.remove(sessionId, 'room', idList(query.rooms));
      cart.remove(sessionId, 'excursion', idList(query.excursions));
    })();
    return cart.whole(sessionId);
  });

  app.patch('/cart/excursion/', async (request) => {
    const query = parseQuery('addExcursionToCart', request.query);
    const body = parseBody('CartEventRequest', request.body);
    const sessionId = cart.resolve(query.sessionid);
    cart.putEvent(sessionId, 'excursion', body);
    return cart.excursionPart(sessionId);
  });

  app.patch('/cart/tour/', async (request) => {
    const query = parseQuery('addTourToCart', request.query);
    const body = parseBody('CartEventRequest', request.body);
    const sessionId = cart.resolve(query.sessionid);
    cart.putEvent(sessionId, 'tour', body);
    return cart.tourPart(sessionId);
  });

  app.patch('/cart/room/', async (request) => {
    const query = parseQuery('addRoomToCart', request.query);
    const body = parseBody('CartRoomRequest', request.body);
    const sessionId = cart.resolve(query.sessionid);
    cart.putRoom(sessionId, body);
    return cart.hotelPart(sessionId);
  });

  app.post('/cart/order/', async (request, reply) => {
    const userId = auth.userId(request, false);
    const query = parseQuery('createOrder', request.query);
    const body = parseBody('OrderCreateRequest', request.body);
    const order = cart.order(cart.resolve(query.sessionid), userId, body);
    const serialized = serializeOrder(db, order);
    outbox.send(
      'order',
      serialized.customer.email,
      `Заказ ${orderNumber(order.id)} оформлен`,
      [
        `${serialized.customer.first_name}, спасибо за заказ!`,
        ...serialized.items.map(
          (item) =>
            `• ${item.title}, ${letterDate(item.date_start)}${item.time ? ` ${item.time}` : ''} — ${letterMoney(item.total)}`,
        ),
        `Итого: ${letterMoney(serialized.total)}.`,
        `Оплатить онлайн: ${siteLink(request, paymentHref(order.id, { token: serialized.payment_token ?? undefined }))}`,
      ].join('\n'),
    );
    reply.code(201);
    return serialized;
  });
}
