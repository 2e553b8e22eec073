import type { components } from '@contract/schema.gen';
import { freeDaysOf, type BookingRules, type PrepaymentSplit } from '@common/booking-terms';
import { DAY_FORMS, formatAgencyTime, formatDate, formatPrice, pluralize } from '@common/format';

type Schemas = components['schemas'];
/** An order's line as read here (a snapshot's nested lists are read-only). */
export type OrderLine = Readonly<Omit<Schemas['OrderItem'], 'tourists'>> & {
  readonly tourists: ReadonlyArray<Readonly<Schemas['TouristLine']>>;
};
type Item = Pick<OrderLine, 'type' | 'date_start' | 'date_end' | 'time' | 'tourists' | 'meeting_point'>;

/**
 * What an order says of itself, in the same words on the site and in the letters: when each item
 * is, where to meet, who goes, what is owed by when and how long the places are held.
 */

/** '12.12.2026, 10:00' or '12.12.2026 — 13.12.2026, сбор в 09:00' (agency time). */
export function itemWhen(item: Item): string {
  const from = formatDate(item.date_start);
  const dates =
    item.date_end && item.date_end !== item.date_start ? `${from} — ${formatDate(item.date_end)}` : from;
  if (!item.time) return dates;
  return item.type === 'tour' ? `${dates}, сбор в ${item.time}` : `${dates}, ${item.time}`;
}

/** A meeting point's words, with the address when it says more. */
export function placeWords(point: Schemas['MeetingPoint'] | null | undefined): string | null {
  const text = point?.text.trim();
  if (!text) return null;
  const address = point?.address?.trim();
  return address && address !== text ? `${text} (${address})` : text;
}

/** Where the tourists meet (or go, for a stay). */
export const itemPlace = (item: Item): string | null => placeWords(item.meeting_point);

/** A tour's meeting on a departure's first day: 'в 09:00, Вокзал (Псков, ул. Вокзальная, 40)'. */
export function meetingWords(
  time: string | null | undefined,
  point: Schemas['MeetingPoint'] | null | undefined,
) {
  const place = placeWords(point);
  if (!time && !place) return null;
  return [time ? `в ${time} по Москве` : null, place].filter(Boolean).join(', ');
}

/** 'Взрослый × 2, Ребенок × 1'. */
export const itemTravellers = (item: Item): string =>
  item.tourists.map((line) => `${line.title} × ${line.count}`).join(', ');

/** 'Места держим до 14:30 (по московскому времени)', with the date when it is not today. */
export function holdWords(holdUntil: string | undefined, now?: number): string | null {
  const time = holdUntil ? formatAgencyTime(holdUntil, now) : '';
  return time ? `Места держим до ${time} (по московскому времени)` : null;
}

/** 'Осталось оплатить 13 720,00 ₽ до 09.12.2026' (without the day when the backend sets none). */
export function dueWords(order: { to_pay: number; pay_until?: string }): string {
  const until = order.pay_until ? ` до ${formatDate(order.pay_until)}` : '';
  return `Осталось оплатить ${formatPrice(order.to_pay)}${until}`;
}

const KINDS_OF: Record<Schemas['ItemType'], string> = {
  tour: 'туров',
  excursion: 'экскурсий',
  room: 'проживания',
};
const KINDS: Record<Schemas['ItemType'], string> = {
  tour: 'туры',
  excursion: 'экскурсии',
  room: 'проживание',
};

type Split = Pick<PrepaymentSplit, 'percent' | 'amount'> &
  Partial<Pick<PrepaymentSplit, 'rest' | 'restDue' | 'appliesTo'>>;

/**
 * What a prepayment takes now and what it leaves, in the same words before the order and on the
 * payment page: 'Сейчас 30 % от туров, экскурсии полностью — 7 230,00 ₽, остальное 13 720,00 ₽ до
 * 09.12.2026' ('от суммы заказа' from a backend that takes the percent of the whole).
 */
export function splitWords(split: Split, items: readonly Pick<Item, 'type'>[] = []): string {
  const kinds = split.appliesTo ?? [];
  const others = [...new Set(items.map((item) => item.type))].filter((type) => !kinds.includes(type));
  const base = kinds.length
    ? ` от ${kinds.map((type) => KINDS_OF[type]).join(' и ')}${others.length ? `, ${others.map((type) => KINDS[type]).join(' и ')} полностью` : ''}`
    : ' от суммы заказа';
  const rest =
    split.rest !== undefined
      ? `, остальное ${formatPrice(split.rest)}${split.restDue ? ` до ${formatDate(split.restDue)}` : ''}`
      : '';
  return `Сейчас ${split.percent} %${base} — ${formatPrice(split.amount)}${rest}`;
}

/** The payment page's words for a prepayment option; null for a full payment (it takes what it says). */
export function optionSplit(
  option: Schemas['PaymentOption'],
  items: readonly Pick<Item, 'type'>[] = [],
): string | null {
  if (option.type_payment !== 'prepayment') return null;
  const { percent, amount, rest, rest_due: restDue, applies_to: appliesTo } = option;
  return splitWords({ percent, amount, rest, restDue, appliesTo }, items);
}

/** 'Бесплатная отмена по 08.12.2026', or that it is no longer free once that day has passed. */
export const freeCancelWords = (until: string, today: string): string =>
  until >= today ? `Бесплатная отмена по ${formatDate(until)}` : 'Бесплатная отмена уже недоступна';

const daysAhead = (days: number) => (days === 1 ? 'день' : pluralize(days, DAY_FORMS));

/**
 * A kind's terms before a date is chosen (cards, a product page): 'Предоплата 30 %, бесплатная
 * отмена за 4 дня до начала', 'Бесплатная отмена за день до начала'.
 */
export function kindTermsWords(type: Schemas['ItemType'], rules: BookingRules): string {
  const days = freeDaysOf(type, rules);
  const free =
    days === 0 ? 'бесплатная отмена до начала' : `бесплатная отмена за ${daysAhead(days)} до начала`;
  return type === 'tour'
    ? `Предоплата ${rules.prepaymentPercent} %, ${free}`
    : `${free.charAt(0).toUpperCase()}${free.slice(1)}`;
}
