import { agencyNow } from '@common/agency-clock.ts';

/**
 * Dates as the contract writes them: `YYYY-MM-DD` calendar days (counted from the agency's today,
 * Europe/Moscow) and ISO datetimes with offset.
 */

export const DAY_MS = 86_400_000;

export const nowMs = (): number => Date.now();
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
export const nowIso = (): string => new Date().toISOString().replace('Z', '+00:00');

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Today as the agency counts it (Europe/Moscow), as the client does. */
export const today = (): string => agencyNow().date;

export function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The next Friday after today (the default hotel stay of docs/product.md#default-searches). */
export function nextFriday(from: string = today()): string {
  const weekday = new Date(`${from}T00:00:00Z`).getUTCDay();
  const ahead = (5 - weekday + 7) % 7 || 7;
  return addDays(from, ahead);
}

export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
