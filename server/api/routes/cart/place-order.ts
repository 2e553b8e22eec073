import { transaction } from '../../db/connection.ts';
import { hasDeparted } from '../../../../src/shared/lib/agency-clock.ts';
import type { Schemas } from '../../contract/types.ts';
import type { Db } from '../../db/connection.ts';
import { touristCount } from '../../domain/prices.ts';
import { badRequest, type FieldErrors } from '../../errors.ts';
import { newToken } from '../../lib/secrets.ts';
import { isEmail, normalisePhone } from '../../lib/text.ts';
import { nowIso } from '../../lib/time.ts';
import type { HotelRow } from '../../repositories/hotels.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { NewOrderItem, OrderRow } from '../../repositories/orders.ts';
import { cartView, type CartAnswer } from './cart-view.ts';

type OrderRequest = Schemas['OrderCreateRequest'];

/** The buyer's fields; the phone normalised. */
function checkBuyer(body: OrderRequest): string {
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
  return phone!;
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
 * What the order keeps of each cart line, tours first, then excursions, then rooms; an excursion
 * and a room keep where to go (the trip card shows it), the demo's tours have no meeting point.
 */
function orderItems(cart: CartAnswer, { excursions, hotels }: Repositories): NewOrderItem[] {
  return [
    ...cart.tours.items.map((item) => ({
      type: 'tour' as const,
      title: item.tour.title,
      url: item.tour.url,
      image: item.tour.image,
      date_start: item.date_start,
      date_end: item.date_end,
      time: null,
      tourists: JSON.stringify(item.tourists),
      total: item.total,
      meeting_point: null,
      duration_minutes: null,
    })),
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

/** Turns a cart into an order: places are taken, the order written, the cart emptied, in one transaction. */
export function orderPlacing(db: Db, repositories: Repositories) {
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

  return function place(sessionId: string, userId: number | null, body: OrderRequest): OrderRow {
    const phone = checkBuyer(body);
    const cart = view.whole(sessionId);
    const participants = travellers(body.participants ?? []);
    checkCart(cart, participants);
    return transaction(db, () => {
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
        },
        orderItems(cart, repositories),
      );
      carts.clear(sessionId);
      return orders.find(id)!;
    })();
  };
}
