import { transaction } from '../../db/connection.ts';
import { hasDeparted } from '@common/agency-clock.ts';
import type { Schemas } from '../../contract/types.ts';
import type { Db } from '../../db/connection.ts';
import { touristCount } from '../../domain/prices.ts';
import type { SeatHolds } from '../../domain/holds.ts';
import { badRequest, throttled, type FieldErrors } from '../../errors.ts';
import { newToken } from '../../lib/secrets.ts';
import { FIELD_MESSAGES } from '../../contract/document.ts';
import { storedPhone } from '../../lib/text.ts';
import { nowIso, nowMs } from '../../lib/time.ts';
import { inWords } from '../auth/limits.ts';
import type { HotelRow } from '../../repositories/hotels.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { NewOrderItem, OrderHoldRow, OrderRow } from '../../repositories/orders.ts';
import { cartView, type CartAnswer } from './cart-view.ts';

type OrderRequest = Schemas['OrderCreateRequest'];

/** The buyer's fields, all given (their formats are the contract's); the phone as it is kept. */
function checkBuyer(body: OrderRequest): string {
  const errors: FieldErrors = {};
  for (const field of ['last_name', 'first_name', 'email', 'phone'] as const) {
    if (!body[field].trim()) errors[field] = [FIELD_MESSAGES.required];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return storedPhone(body.phone);
}

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

const asJson = (value: object | undefined): string | null => (value ? JSON.stringify(value) : null);

/** Where a room's guests go: the hotel, with its address and coordinates. */
const hotelAddress = (hotel: HotelRow | undefined): Schemas['MeetingPoint'] | undefined =>
  hotel && {
    text: hotel.title,
    address: hotel.address,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
  };

/**
 * What the order keeps of each cart line, tours first, then excursions, then rooms; each keeps
 * where to go and when (a tour's meeting, an excursion's start, a hotel): the trip card shows it.
 */
function orderItems(cart: CartAnswer, { excursions, hotels, tours }: Repositories): NewOrderItem[] {
  return [
    ...cart.tours.items.map((item) => {
      const event = tours.eventForCart(item.event_id);
      return {
        type: 'tour' as const,
        title: item.tour.title,
        url: item.tour.url,
        image: item.tour.image,
        date_start: item.date_start,
        date_end: item.date_end,
        time: event?.meeting_time ?? null,
        tourists: JSON.stringify(item.tourists),
        total: item.total,
        meeting_point: event?.meeting_point ?? null,
        duration_minutes: null,
      };
    }),
    ...cart.excursions.items.map((item) => ({
      type: 'excursion' as const,
      title: item.excursion.title,
      url: item.excursion.url,
      image: item.excursion.image,
      date_start: item.date,
      date_end: item.date,
      time: item.time,
      tourists: JSON.stringify(item.tourists),
      total: item.total,
      meeting_point: asJson(excursions.meetingPoint(item.excursion.id)),
      duration_minutes: item.duration_minutes,
    })),
    ...cart.hotels.items.map((item) => ({
      type: 'room' as const,
      title: `${item.hotel.title}: ${item.room_type.title}`,
      url: item.room_type.url,
      image: item.room_type.image,
      date_start: item.date_from,
      date_end: item.date_to,
      time: null,
      tourists: '[]',
      total: item.total,
      meeting_point: asJson(hotelAddress(hotels.byId(item.hotel.id))),
      duration_minutes: null,
    })),
  ];
}

/** The places one order without an account may take of a departure (an excursion's or a tour's). */
export const ANONYMOUS_PLACES_PER_DEPARTURE = 10;
const HOUR_MS = 3_600_000;

/** What the order holds of each line: a departure's places, or a room for each of its nights. */
const holdsOf = (cart: CartAnswer): Array<Omit<OrderHoldRow, 'order_id'>> => [
  ...cart.excursions.items.map((item) => ({
    kind: 'excursion' as const,
    ref_id: item.event_id,
    places: touristCount(item.tourists),
    date_from: null,
    date_to: null,
  })),
  ...cart.tours.items.map((item) => ({
    kind: 'tour' as const,
    ref_id: item.event_id,
    places: touristCount(item.tourists),
    date_from: null,
    date_to: null,
  })),
  ...cart.hotels.items.map((item) => ({
    kind: 'room' as const,
    ref_id: item.room_type.id,
    places: 1,
    date_from: item.date_from,
    date_to: item.date_to,
  })),
];

/** Who places the order: a signed-in user, or nobody from a client address. */
export interface Orderer {
  userId: number | null;
  address: string;
}

/**
 * Turns a cart into an order: places are taken, the order written, the cart emptied, in one
 * transaction. The order holds its places until `hold_until` while it is unpaid (domain/holds.ts).
 * An order without an account may take at most `ANONYMOUS_PLACES_PER_DEPARTURE` places of a
 * departure, and one address may place `unpaidPerAddress` of them unpaid an hour.
 */
export function orderPlacing(
  db: Db,
  repositories: Repositories,
  { holds, unpaidPerAddress }: { holds: SeatHolds; unpaidPerAddress: number },
) {
  const { carts, excursions, tours, hotels, orders } = repositories;
  const view = cartView(repositories);

  /** Everything the cart's lines need, or a 400 before anything is written. */
  function checkCart(cart: CartAnswer, participants: Schemas['OrderParticipant'][]): void {
    if (cart.count === 0) throw badRequest({ non_field_errors: ['Корзина пуста.'] });
    const named = Math.max(0, ...cart.tours.items.map((item) => touristCount(item.tourists)));
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
  }

  /** Without an account, a departure's places are capped: a stranger cannot hold a whole bus. */
  function checkCap(cart: CartAnswer): void {
    const over = [
      ...cart.excursions.items
        .filter((item) => touristCount(item.tourists) > ANONYMOUS_PLACES_PER_DEPARTURE)
        .map((item) => item.excursion.title),
      ...cart.tours.items
        .filter((item) => touristCount(item.tourists) > ANONYMOUS_PLACES_PER_DEPARTURE)
        .map((item) => item.tour.title),
    ];
    if (over.length)
      throw badRequest({
        non_field_errors: over.map(
          (title) =>
            `Без входа в личный кабинет можно заказать не больше ${ANONYMOUS_PLACES_PER_DEPARTURE} мест на одну поездку («${title}»). Войдите или позвоните нам.`,
        ),
      });
  }

  /** An address's unpaid orders without an account of the last hour, past the limit: 429. */
  function checkAddress(address: string, now: number): void {
    const recent = orders.unpaidAnonymousSince(address, now - HOUR_MS);
    if (recent.length < unpaidPerAddress) return;
    const wait = Math.max(1, Math.ceil((recent[0]!.created_ms + HOUR_MS - now) / 1000));
    throw throttled(
      `Слишком много неоплаченных заказов без входа. Оплатите оформленные заказы или повторите через ${inWords(wait)}.`,
      wait,
    );
  }

  function takePlaces(cart: CartAnswer): void {
    const short = (title: string) => badRequest({ non_field_errors: [`Недостаточно мест: ${title}.`] });
    for (const item of cart.excursions.items) {
      if (!excursions.takePlaces(item.event_id, touristCount(item.tourists)))
        throw short(item.excursion.title);
    }
    for (const item of cart.tours.items) {
      if (!tours.takePlaces(item.event_id, touristCount(item.tourists))) throw short(item.tour.title);
    }
    for (const item of cart.hotels.items) {
      if (hotels.takeNights(item.room_type.id, item.date_from, item.date_to) !== item.nights)
        throw badRequest({ non_field_errors: [`Номер занят: ${item.room_type.title}.`] });
    }
  }

  return function place(sessionId: string, { userId, address }: Orderer, body: OrderRequest): OrderRow {
    const phone = checkBuyer(body);
    const cart = view.whole(sessionId);
    const participants = travellers(body.participants ?? []);
    checkCart(cart, participants);
    if (userId === null) checkCap(cart);
    const now = nowMs();
    return transaction(db, () => {
      if (userId === null) checkAddress(address, now);
      takePlaces(cart);
      const customer = {
        last_name: body.last_name.trim(),
        first_name: body.first_name.trim(),
        patronymic: (body.patronymic ?? '').trim(),
        email: body.email.trim(),
        phone,
      };
      const id = orders.add(
        {
          user_id: userId,
          status: 'new',
          created: nowIso(),
          total: cart.total,
          customer: JSON.stringify(customer),
          comment: (body.comment ?? '').trim(),
          participants: JSON.stringify(participants),
          payment_token: userId === null ? newToken() : null,
          hold_until: holds.holdUntil(now),
          client_address: userId === null ? address : null,
          created_ms: now,
        },
        orderItems(cart, repositories),
        holdsOf(cart),
      );
      carts.clear(sessionId);
      return orders.find(id)!;
    })();
  };
}
