import { agencyNow } from '@common/agency-clock';

/**
 * Calendar days as the URL and the backend carry them: `YYYY-MM-DD` strings, which sort and compare
 * as text. Plain strings and `Date.UTC` arithmetic: search validation and the search forms run on
 * the first load, where a date library would cost 3 KB gzip.
 */
export type CalendarDay = string;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function toUtcMs(day: CalendarDay): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function fromUtcMs(ms: number): CalendarDay {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Today as the agency counts it (Europe/Moscow): the server and every browser, in any time zone,
 * agree on it, so the search defaults the server renders are the ones the browser hydrates.
 */
export const today = (now: number = Date.now()): CalendarDay => agencyNow(now).date;

/** The day itself when it is a real date in `YYYY-MM-DD` form (2026-02-30 is not); null otherwise. */
export function parseCalendarDay(value: unknown): CalendarDay | null {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return null;
  const ms = toUtcMs(value);
  return Number.isNaN(ms) || fromUtcMs(ms) !== value ? null : value;
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return fromUtcMs(toUtcMs(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as `Date.getDay` counts. */
export function weekday(day: CalendarDay): number {
  return new Date(toUtcMs(day)).getUTCDay();
}

/** Full years from a birthday to a day: the age someone born on `birth` is on `on`. */
export function yearsOn(birth: CalendarDay, on: CalendarDay): number {
  return Number(on.slice(0, 4)) - Number(birth.slice(0, 4)) - (on.slice(5) < birth.slice(5) ? 1 : 0);
}
