import { addDays, prepaymentSplit, PREPAID_TYPES, type BookingRules } from '@common/booking-terms.ts';
import type { Schemas } from '../contract/types.ts';
import { today } from '../lib/time.ts';
import { COMPLETED_STATUSES, type OrderItemRow, type OrderRow } from '../repositories/orders.ts';
import { toPay } from './to-pay.ts';

/**
 * The demo agency's rules: it applies them here and states them in its site config, where the
 * storefront reads them to say the terms before an order (decision 049).
 */
export const DEMO_BOOKING_RULES: BookingRules = {
  prepaymentPercent: 30,
  restDueDays: 3,
  tourFreeDays: 4,
  otherFreeDays: 1,
};

type Item = Pick<OrderItemRow, 'type' | 'total' | 'date_start'>;
type Money = Pick<OrderRow, 'status' | 'total' | 'paid'>;

const earliest = (items: readonly Item[]): string | undefined =>
  items.map((item) => item.date_start).sort()[0];

/** The day the rest of a prepaid order is due: before its first tour (or its first item). */
export function restDue(items: readonly Item[]): string | undefined {
  const tours = items.filter((item) => PREPAID_TYPES.includes(item.type));
  const first = earliest(tours.length ? tours : items);
  return first && addDays(first, tours.length ? -DEMO_BOOKING_RULES.restDueDays : 0);
}

/** After a prepayment, until when the rest is to be paid (the contract's `pay_until`). */
export function payUntilOf(order: Money, items: readonly Item[]): { pay_until?: string } {
  if (order.paid <= 0 || toPay(order) <= 0) return {};
  const due = restDue(items);
  return due ? { pay_until: due } : {};
}

/**
 * The prepayment an unpaid order may choose (`prepaymentSplit`, the rule the storefront quotes
 * before the order). None once something is paid or the order is over.
 */
export function prepaymentOf(order: Money, items: readonly Item[]): Schemas['PaymentOption'] | undefined {
  if (order.paid > 0 || COMPLETED_STATUSES.includes(order.status)) return undefined;
  const split = prepaymentSplit(items, toPay(order), DEMO_BOOKING_RULES, today());
  if (!split) return undefined;
  return {
    type_payment: 'prepayment',
    title: `Предоплата ${split.percent}%`,
    amount: split.amount,
    percent: split.percent,
    applies_to: split.appliesTo,
    rest: split.rest,
    rest_due: split.restDue,
  };
}
