import { hasDeparted, type AgencyMoment } from '@common/agency-clock';
import type { CartEntry } from './cart-totals';

/**
 * Why an entry can no longer be had, by the agency's clock (null while the page hydrates, when
 * nothing is marked): an excursion or a tour that has left, a stay whose check-in day is past.
 * Such an entry cannot be ordered; it can be removed.
 */
export function goneReason(entry: CartEntry, now: AgencyMoment | null): string | null {
  if (!now) return null;
  switch (entry.part) {
    case 'excursions':
      return hasDeparted(entry.item.date, entry.item.time, now) ? 'Уже отправилась' : null;
    case 'tours':
      return hasDeparted(entry.item.date_start, null, now) ? 'Уже отправился' : null;
    case 'hotels':
      return entry.item.date_from < now.date ? 'Дата заезда прошла' : null;
  }
}

/** The note beside 'Оформить заказ' while the cart holds such entries. */
export const GONE_NOTE = 'В корзине есть поездки, которые уже не купить: удалите их, чтобы оформить заказ.';
