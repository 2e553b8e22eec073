import { type AgencyMoment, hasDeparted } from '@common/agency-clock';
import { formatDate, formatWeekday } from '@common/format';
import type { SearchItem } from './match';

const range = (date: string, end: string | undefined) =>
  end && end !== date ? `${formatDate(date)} — ${formatDate(end)}` : formatDate(date);

const LEADS = {
  excursion: { long: 'Ближайшая: ', short: '' },
  tour: { long: 'Ближайший выезд: ', short: 'выезд ' },
  hotel: { long: 'Есть номера: ', short: 'номера на ' },
} as const;

/**
 * When a found item can be had, in a line: an excursion's nearest departure that has not left by
 * the agency's clock (`now` null while the server renders and the browser hydrates: the first
 * one), a tour's nearest departure, the stay a hotel has rooms for. `short` for a suggestion,
 * where the kind of the item is said before it.
 */
export function nextDateLabel(
  item: Pick<SearchItem, 'kind' | 'dates'>,
  now: AgencyMoment | null,
  length: 'long' | 'short' = 'long',
): string {
  // A hotel's stay may begin today; a departure must not have left.
  const gone = ({ date, time }: SearchItem['dates'][number]) =>
    now !== null && (item.kind === 'hotel' ? date < now.date : hasDeparted(date, time, now));
  const next = item.dates.find((dates) => !gone(dates));
  if (!next) return length === 'long' ? 'Даты уточняйте у менеджера' : 'даты уточняйте';
  const lead = LEADS[item.kind][length];
  if (item.kind !== 'excursion') return `${lead}${range(next.date, next.end)}`;
  const at = next.time ? ` в\u00a0${next.time}` : '';
  return `${lead}${formatWeekday(next.date)}, ${formatDate(next.date)}${at}`;
}
