import { agencyNow } from '@common/agency-clock';
import { DAY_FORMS, formatDayRange, formatWeekday, pluralize, type PluralForms } from '@common/format';
import type { Trip } from './trip';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Moscow's offset, as Date#getTimezoneOffset writes it (minutes behind UTC). */
const AGENCY_OFFSET_MINUTES = -180;
const MINUTE_FORMS: PluralForms = ['минуту', 'минуты', 'минут'];

/** The moment an agency day and time (Europe/Moscow, UTC+3 all year) stand for. */
export const agencyInstant = (date: string, time: string | null): number =>
  Date.parse(`${date}T${time ?? '00:00'}:00+03:00`);

export const tripStart = (trip: Trip): number => agencyInstant(trip.dateStart, trip.time);

/** When a trip is over: its start plus its length, or else the end of its last day. */
export function tripEnd(trip: Trip): number {
  if (trip.time && trip.durationMinutes) return tripStart(trip) + trip.durationMinutes * MINUTE_MS;
  return agencyInstant(trip.dateEnd, null) + DAY_MS;
}

export const isPast = (trip: Trip, now: number): boolean => tripEnd(trip) <= now;

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** 'через 2 дня', 'завтра в 10:00', 'сегодня в 10:00', 'через 25 минут', 'идёт сейчас' (agency days). */
export function countdown(trip: Trip, now: number): string {
  const start = tripStart(trip);
  if (start <= now) return 'идёт сейчас';
  const days = daysBetween(agencyNow(now).date, trip.dateStart);
  const at = trip.time ? ` в ${trip.time}` : '';
  if (days === 0) {
    const minutes = Math.ceil((start - now) / MINUTE_MS);
    return trip.time && minutes < 60 ? `через ${pluralize(minutes, MINUTE_FORMS)}` : `сегодня${at}`;
  }
  if (days === 1) return `завтра${at}`;
  return `через ${pluralize(days, DAY_FORMS)}`;
}

/** 'пт, 14 июня' of an agency day. */
export const dayWithWeekday = (date: string): string =>
  `${formatWeekday(date)}, ${formatDayRange(date, date)}`;

/**
 * When a trip is, on the agency's calendar: 'пт, 14 июня, 10:00' or, for days, '14–16 июня' (with
 * ', сбор в 09:00' when the group meets at a time).
 */
export function agencyWhen(trip: Trip): string {
  if (trip.dateEnd !== trip.dateStart) {
    const days = formatDayRange(trip.dateStart, trip.dateEnd);
    return trip.time ? `${days}, сбор в ${trip.time}` : days;
  }
  return trip.time ? `${dayWithWeekday(trip.dateStart)}, ${trip.time}` : dayWithWeekday(trip.dateStart);
}

/**
 * The start on the device's clock, when its time zone is not Moscow's: '09:00', or '23:00, чт,
 * 13 июня' when the day differs too. Null for a trip without a time, or a device on Moscow time.
 */
export function deviceWhen(
  trip: Trip,
  offsetMinutes: number = new Date(tripStart(trip)).getTimezoneOffset(),
): string | null {
  if (!trip.time || offsetMinutes === AGENCY_OFFSET_MINUTES) return null;
  const local = new Date(tripStart(trip) - offsetMinutes * MINUTE_MS).toISOString();
  const [date, time] = [local.slice(0, 10), local.slice(11, 16)];
  return date === trip.dateStart ? time : `${time}, ${dayWithWeekday(date)}`;
}
