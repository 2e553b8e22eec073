import { formatDate } from '@common/format';
import type { TourEvent } from '../api/types';

/** '26.11.2026 — 29.11.2026' (one date for a one-day event). */
export function eventDates(event: Pick<TourEvent, 'date_start' | 'date_end'>): string {
  return event.date_end && event.date_end !== event.date_start
    ? `${formatDate(event.date_start)} — ${formatDate(event.date_end)}`
    : formatDate(event.date_start);
}
