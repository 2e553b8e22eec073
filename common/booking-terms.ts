import type { components } from '@contract/schema.gen';

type ItemType = components['schemas']['ItemType'];
type SiteConfig = components['schemas']['SiteConfig'];

/**
 * The agency's money and cancellation rules, as its site config states them (decision 049): the
 * terms a tourist reads before ordering and the prepayment the payment page offers come from here.
 */
export interface BookingRules {
  /** The share of a tour's price a prepayment takes (`PREPAYMENT_PERCENT`). */
  prepaymentPercent: number;
  /** After a prepayment the rest is due this many days before the first tour (`PREPAYMENT_REST_DAYS`). */
  restDueDays: number;
  /** A tour is cancelled free up to this many days before it starts (`FREE_CANCELLATION_DAYS_TOUR`). */
  tourFreeDays: number;
  /** An excursion or a stay likewise (`FREE_CANCELLATION_DAYS_OTHER`). */
  otherFreeDays: number;
}

/** What a prepayment is taken of: the rest of an order (excursions, rooms) is paid in full with it. */
export const PREPAID_TYPES: readonly ItemType[] = ['tour'];

const wholeNumber = (value: string | undefined, min: number, max: number): number | null => {
  if (!value || !/^\d{1,3}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number >= min && number <= max ? number : null;
};

/** The rules of a config, or null when it does not state them all (nothing is then promised). */
export function bookingRules(config: SiteConfig | undefined): BookingRules | null {
  const prepaymentPercent = wholeNumber(config?.PREPAYMENT_PERCENT, 1, 99);
  const restDueDays = wholeNumber(config?.PREPAYMENT_REST_DAYS, 0, 365);
  const tourFreeDays = wholeNumber(config?.FREE_CANCELLATION_DAYS_TOUR, 0, 365);
  const otherFreeDays = wholeNumber(config?.FREE_CANCELLATION_DAYS_OTHER, 0, 365);
  if (prepaymentPercent === null || restDueDays === null || tourFreeDays === null || otherFreeDays === null)
    return null;
  return { prepaymentPercent, restDueDays, tourFreeDays, otherFreeDays };
}

/** An ISO date `days` later (earlier when negative), counted on the calendar, not the clock. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** How many days before its start an item of this kind is cancelled free. */
export const freeDaysOf = (type: ItemType, rules: BookingRules): number =>
  type === 'tour' ? rules.tourFreeDays : rules.otherFreeDays;

/** The last day (agency time) an item starting on `dateStart` is cancelled with everything refunded. */
export const freeCancelUntil = (type: ItemType, dateStart: string, rules: BookingRules): string =>
  addDays(dateStart, -freeDaysOf(type, rules));

export interface PricedItem {
  type: ItemType;
  /** The item's price in roubles. */
  total: number;
  /** The first day, YYYY-MM-DD. */
  date_start: string;
}

/** A prepayment: what it takes now, of what, and what it leaves until when. */
export interface PrepaymentSplit {
  percent: number;
  amount: number;
  rest: number;
  restDue: string;
  appliesTo: ItemType[];
}

const roubles = (value: number) => Math.round(value * 100) / 100;

/**
 * The prepayment of items still unpaid (`toPay` of them): the percent of the tours, rounded up to a
 * rouble, plus the rest in full; what it leaves is due `restDueDays` before the first tour. None
 * without tours, or when that day is past `today` (the whole sum is then due now).
 */
export function prepaymentSplit(
  items: readonly PricedItem[],
  toPay: number,
  rules: BookingRules,
  today: string,
): PrepaymentSplit | null {
  const tours = items.filter((item) => PREPAID_TYPES.includes(item.type));
  const first = tours.map((item) => item.date_start).sort()[0];
  if (!first || toPay <= 0) return null;
  const restDue = addDays(first, -rules.restDueDays);
  if (restDue < today) return null;
  const toursTotal = roubles(tours.reduce((sum, item) => sum + item.total, 0));
  const amount = roubles(Math.ceil((toursTotal * rules.prepaymentPercent) / 100) + (toPay - toursTotal));
  if (amount >= toPay || amount <= 0) return null;
  return {
    percent: rules.prepaymentPercent,
    amount,
    rest: roubles(toPay - amount),
    restDue,
    appliesTo: [...PREPAID_TYPES],
  };
}
