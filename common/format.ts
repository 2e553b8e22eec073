/** Display formats (docs/product.md#validation), in one place. */

import { agencyNow } from '@common/agency-clock';

// The page's formats are written out, not taken from Intl: creating the first Intl formatter of a
// locale loads its data, a long task on a slow phone in the middle of hydration (decision 006), and
// the server's and the browser's ICU may differ by a space, where the two renders must match.
const NBSP = '\u00a0';

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** '23–30 ноября', '30 ноября – 3 декабря', '23 ноября' of two ISO dates (a search's range or stay). */
export function formatDayRange(fromIso: string, toIso: string): string {
  const [, fromMonth = 1, fromDay = 1] = fromIso.slice(0, 10).split('-').map(Number);
  const [, toMonth = 1, toDay = 1] = toIso.slice(0, 10).split('-').map(Number);
  const month = (index: number) => MONTHS_GENITIVE[index - 1] ?? '';
  if (fromIso.slice(0, 10) === toIso.slice(0, 10)) return `${fromDay}${NBSP}${month(fromMonth)}`;
  if (fromIso.slice(0, 7) === toIso.slice(0, 7)) return `${fromDay}–${toDay}\u00a0${month(toMonth)}`;
  return `${fromDay}\u00a0${month(fromMonth)} – ${toDay}\u00a0${month(toMonth)}`;
}

/** '4,7': a rating with one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1).replace('.', ',');
}

/** '12 500,00 ₽': no-break spaces for thousands and before the sign, a comma and 2 decimals. */
export function formatPrice(roubles: number): string {
  // Kopecks rounded half up on the number as written ('1.005' → 1,01), as ICU rounds.
  const kopecks = Math.round(Number(`${Math.abs(roubles)}e2`));
  const grouped = String(Math.floor(kopecks / 100)).replace(/\B(?=(\d{3})+$)/g, NBSP);
  const sign = roubles < 0 && kopecks > 0 ? '-' : '';
  return `${sign}${grouped},${String(kopecks % 100).padStart(2, '0')}${NBSP}₽`;
}

/**
 * 'DD.MM.YYYY' from an ISO date, or from a datetime on the agency's calendar (Europe/Moscow): the
 * server and a browser in any time zone write the same day.
 */
export function formatDate(iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(agencyNow(date.getTime()).date);
}

/**
 * 'HH:MM' of a datetime on the agency's clock (Europe/Moscow), with its date 'DD.MM.YYYY' after it
 * when that is not the agency's today: until when something holds.
 */
export function formatAgencyTime(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const moment = agencyNow(at);
  return moment.date === agencyNow(now).date ? moment.time : `${moment.time} ${formatDate(moment.date)}`;
}

/**
 * '14:32, 21.11': when saved data was received, on this device's clock (the tourist compares it with
 * the watch on their wrist, wherever they are).
 */
export function formatReceivedAt(ms: number): string {
  const local = new Date(ms);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(local.getHours())}:${two(local.getMinutes())}, ${two(local.getDate())}.${two(local.getMonth() + 1)}`;
}

/** '340 КБ', '1,2 МБ': the size of what is saved on the device. */
export function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${String(Math.round(megabytes * 10) / 10).replace('.', ',')}${NBSP}МБ`;
  return `${Math.max(1, Math.round(bytes / 1024))}${NBSP}КБ`;
}

/** Russian noun forms: for 1, for 2–4, for 5–20 — e.g. ['турист', 'туриста', 'туристов']. */
export type PluralForms = readonly [one: string, few: string, many: string];

export function pluralForm(count: number, [one, few, many]: PluralForms): string {
  // Russian's rule (CLDR): by the last digit, the teens aside; a fraction takes the 'many' form here.
  if (!Number.isInteger(count)) return many;
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  return last >= 2 && last <= 4 ? few : many;
}

/** '1 турист', '2 туриста', '5 туристов', '21 турист', '11 туристов' (with a no-break space). */
export function pluralize(count: number, forms: PluralForms): string {
  // A no-break space: a number never ends a line without its noun.
  return `${count}\u00a0${pluralForm(count, forms)}`;
}

export const TOURIST_FORMS: PluralForms = ['турист', 'туриста', 'туристов'];
export const NIGHT_FORMS: PluralForms = ['ночь', 'ночи', 'ночей'];
export const DAY_FORMS: PluralForms = ['день', 'дня', 'дней'];
export const REVIEW_FORMS: PluralForms = ['отзыв', 'отзыва', 'отзывов'];
export const ADULT_FORMS: PluralForms = ['взрослый', 'взрослых', 'взрослых'];
export const PLACE_FORMS: PluralForms = ['место', 'места', 'мест'];
export const EXCURSION_FORMS: PluralForms = ['экскурсия', 'экскурсии', 'экскурсий'];
export const HOTEL_FORMS: PluralForms = ['отель', 'отеля', 'отелей'];

const WEEKDAYS = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'] as const;

/** Short Russian weekday of an ISO date: 'пн', 'вт', … */
export function formatWeekday(isoDate: string): string {
  return WEEKDAYS[new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).getUTCDay()] ?? '';
}
export const TOUR_FORMS: PluralForms = ['тур', 'тура', 'туров'];
export const STAR_FORMS: PluralForms = ['звезда', 'звезды', 'звёзд'];
export const YEAR_FORMS: PluralForms = ['год', 'года', 'лет'];
export const GUEST_FORMS: PluralForms = ['гость', 'гостя', 'гостей'];
export const DATE_FORMS: PluralForms = ['дата', 'даты', 'дат'];

/** A title as Russian alphabetical order reads it: case aside, ё with е. */
const sortKey = (title: string) => title.toLowerCase().replaceAll('ё', 'е');

/**
 * Russian alphabetical order of two titles (а–я, with ё as е), the same on the server and in every
 * browser, and without loading a collator's data in the middle of a page's first render.
 */
export function compareTitles(a: string, b: string): number {
  const [left, right] = [sortKey(a), sortKey(b)];
  return left < right ? -1 : left > right ? 1 : 0;
}
