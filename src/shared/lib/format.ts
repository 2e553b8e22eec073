/** Display formats of spec §5, in one place. */

import { AGENCY_TIME_ZONE } from '@/shared/config/constants';

// Made on first use: creating an Intl formatter loads the locale's data.
let priceFormat: Intl.NumberFormat | undefined;
let pluralRules: Intl.PluralRules | undefined;
let weekdayFormat: Intl.DateTimeFormat | undefined;
let agencyDateFormat: Intl.DateTimeFormat | undefined;
let ratingFormat: Intl.NumberFormat | undefined;

const getPriceFormat = () =>
  (priceFormat ??= new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));
const getPluralRules = () => (pluralRules ??= new Intl.PluralRules('ru'));
const getWeekdayFormat = () =>
  (weekdayFormat ??= new Intl.DateTimeFormat('ru-RU', { weekday: 'short', timeZone: 'UTC' }));
const getAgencyDateFormat = () =>
  (agencyDateFormat ??= new Intl.DateTimeFormat('ru-RU', {
    timeZone: AGENCY_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }));

// Written out rather than taken from Intl: the server's and the browser's ICU may space a range
// differently, and the two renders must match to the character.
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
  if (fromIso.slice(0, 10) === toIso.slice(0, 10)) return `${fromDay}\u00a0${month(fromMonth)}`;
  if (fromIso.slice(0, 7) === toIso.slice(0, 7)) return `${fromDay}–${toDay}\u00a0${month(toMonth)}`;
  return `${fromDay}\u00a0${month(fromMonth)} – ${toDay}\u00a0${month(toMonth)}`;
}

/** '4,7': a rating with one decimal. */
export function formatRating(rating: number): string {
  ratingFormat ??= new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return ratingFormat.format(rating);
}

/** '12 500,00 ₽': a (non-breaking) space for thousands, 2 decimals. */
export function formatPrice(roubles: number): string {
  return getPriceFormat().format(roubles);
}

/**
 * 'DD.MM.YYYY' from an ISO date, or from a datetime on the agency's calendar (Europe/Moscow): the
 * server and a browser in any time zone write the same day.
 */
export function formatDate(iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : getAgencyDateFormat().format(date);
}

/**
 * '14:32, 21.11': when saved data was received, on this device's clock (the tourist compares it with
 * the watch on their wrist, wherever they are).
 */
export function formatReceivedAt(ms: number): string {
  const parts = new Intl.DateTimeFormat('ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}, ${part('day')}.${part('month')}`;
}

/** '340 КБ', '1,2 МБ': the size of what is saved on the device. */
export function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1)
    return `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(megabytes)}\u00a0МБ`;
  return `${new Intl.NumberFormat('ru-RU').format(Math.max(1, Math.round(bytes / 1024)))}\u00a0КБ`;
}

/** Russian noun forms: for 1, for 2–4, for 5–20 — e.g. ['турист', 'туриста', 'туристов']. */
export type PluralForms = readonly [one: string, few: string, many: string];

export function pluralForm(count: number, [one, few, many]: PluralForms): string {
  switch (getPluralRules().select(count)) {
    case 'one':
      return one;
    case 'few':
      return few;
    default:
      return many;
  }
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
export const CHILD_FORMS: PluralForms = ['ребёнок', 'ребёнка', 'детей'];
export const PLACE_FORMS: PluralForms = ['место', 'места', 'мест'];
export const EXCURSION_FORMS: PluralForms = ['экскурсия', 'экскурсии', 'экскурсий'];
export const HOTEL_FORMS: PluralForms = ['отель', 'отеля', 'отелей'];

/** Short Russian weekday of an ISO date: 'пн', 'вт', … */
export function formatWeekday(isoDate: string): string {
  return getWeekdayFormat().format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
export const TOUR_FORMS: PluralForms = ['тур', 'тура', 'туров'];
export const STAR_FORMS: PluralForms = ['звезда', 'звезды', 'звёзд'];
export const YEAR_FORMS: PluralForms = ['год', 'года', 'лет'];
export const GUEST_FORMS: PluralForms = ['гость', 'гостя', 'гостей'];
export const DATE_FORMS: PluralForms = ['дата', 'даты', 'дат'];
