import { useQuery } from '@tanstack/react-query';
import { agencyNow } from '@common/agency-clock';
import { bookingRules, freeCancelUntil, prepaymentSplit, type PricedItem } from '@common/booking-terms';
import { freeCancelWords, kindTermsWords, splitWords } from '@common/order-words';
import { configsQueryOptions } from '@/shared/api/site-config';
import type { components } from '@contract/schema.gen';
import './BookingTerms.css';

type ItemType = components['schemas']['ItemType'];

/** The agency's booking rules from its site config, or null when it states none (decision 049). */
function useBookingRules() {
  const { data: config } = useQuery(configsQueryOptions());
  return bookingRules(config);
}

/**
 * What a choice not yet ordered will cost now and later, and until when it is cancelled free
 * (decision 049): the booking widget, the cart and the order form say it before the click, in the
 * words the payment page uses. Several items: the earliest free cancellation is the order's.
 */
export function BookingTerms({ items, className }: { items: readonly PricedItem[]; className?: string }) {
  const rules = useBookingRules();
  if (!rules || items.length === 0) return null;
  const today = agencyNow().date;
  const toPay = items.reduce((sum, item) => sum + item.total, 0);
  const split = prepaymentSplit(items, toPay, rules, today);
  const until = items.map((item) => freeCancelUntil(item.type, item.date_start, rules)).sort()[0]!;
  return (
    <ul
      className={className ? `booking-terms ${className}` : 'booking-terms'}
      aria-label="Условия оплаты и отмены"
    >
      {split ? <li>{splitWords(split, items)}</li> : null}
      <li>{freeCancelWords(until, today)}</li>
    </ul>
  );
}

/** A kind's terms before a date is chosen: 'Предоплата 30 %, бесплатная отмена за 4 дня до начала'. */
export function KindTerms({ type, className }: { type: ItemType; className?: string }) {
  const rules = useBookingRules();
  if (!rules) return null;
  return (
    <p className={className ? `kind-terms ${className}` : 'kind-terms'}>{kindTermsWords(type, rules)}</p>
  );
}
