import { hasDeparted, type AgencyMoment } from '@common/agency-clock';
import type { ExcursionEvent } from '../api/types';

/**
 * The events that have not left yet by the agency's clock. The backend offers none that have,
 * but a page stays open and saved answers are shown offline hours later; `null` (the first
 * render) keeps them all, as the server rendered them.
 */
export function upcoming<Event extends Pick<ExcursionEvent, 'date' | 'time'>>(
  events: readonly Event[],
  now: AgencyMoment | null,
): Event[] {
  return now ? events.filter((event) => !hasDeparted(event.date, event.time, now)) : [...events];
}
