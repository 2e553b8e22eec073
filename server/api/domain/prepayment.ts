import type { Schemas } from '../contract/types.ts';
import { roubles } from '../lib/text.ts';
import { addDays, today } from '../lib/time.ts';
import { COMPLETED_STATUSES, type OrderItemRow, type OrderRow } from '../repositories/orders.ts';
import { toPay } from './to-pay.ts';

/** The share of a tour's price a prepayment takes (the home banner's 'Предоплата 30% для туров'). */
export const PREPAYMENT_PERCENT = 30;
/** After a prepayment, the rest is due this many days before the first tour starts. */
export const REST_DUE_DAYS = 3;
/** What a prepayment is taken of: the rest of an order (excursions, rooms) is paid in full with it. */
const PREPAID_TYPES: ReadonlyArray<Schemas['ItemType']> = ['tour'];

type Item = Pick<OrderItemRow, 'type' | 'total' | 'date_start'>;
type Money = Pick<OrderRow, 'status' | 'total' | 'paid'>;

const earliest = (items: readonly Item[]): string | undefined =>
  items.map((item) => item.date_start).sort()[0];

/** The day the rest of a prepaid order is due: before its first tour (or its first item). */
export function restDue(items: readonly Item[]): string | undefined {
  const tours = items.filter((item) => PREPAID_TYPES.includes(item.type));
  const first = earliest(tours.length ? tours : items);
  return first && addDays(first, tours.length ? -REST_DUE_DAYS : 0);
}

/** After a prepayment, until when the rest is to be paid (the contract's `pay_until`). */
export function payUntilOf(order: Money, items: readonly Item[]): { pay_until?: string } {
  if (order.paid <= 0 || toPay(order) <= 0) return {};
  const due = restDue(items);
  return due ? { pay_until: due } : {};
}

/**
 * The prepayment an unpaid order may choose: the percent of its tours and the rest of the order in
 * full, the remainder due `REST_DUE_DAYS` before the first tour. None without tours, once something
 * is paid, or when that day has come (the whole sum is then due now).
 */
export function prepaymentOf(order: Money, items: readonly Item[]): Schemas['PaymentOption'] | undefined {
  const remaining = toPay(order);
  if (order.paid > 0 || remaining <= 0 || COMPLETED_STATUSES.includes(order.status)) return undefined;
  const tours = roubles(
    items.filter((item) => PREPAID_TYPES.includes(item.type)).reduce((sum, item) => sum + item.total, 0),
  );
  const due = restDue(items);
  if (tours <= 0 || !due || due < today()) return undefined;
  const amount = roubles(Math.ceil((tours * PREPAYMENT_PERCENT) / 100) + (remaining - tours));
  if (amount >= remaining) return undefined;
  return {
    type_payment: 'prepayment',
    title: `Предоплата ${PREPAYMENT_PERCENT}%`,
    amount,
    percent: PREPAYMENT_PERCENT,
    applies_to: [...PREPAID_TYPES],
    rest: roubles(remaining - amount),
    rest_due: due,
  };
}
