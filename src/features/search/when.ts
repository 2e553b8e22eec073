import { type AgencyMoment, hasDeparted } from '@/shared/lib/agency-clock';
import { formatDate, formatWeekday } from '@/shared/lib/format';
import type { SearchItem } from './match';

const range = (date: string, end: string | undefined) =>
  end && end !== date ? `${formatDate(date)} — ${formatDate(end)}` : formatDate(date);

/**
 * When a found item can be had, in a line: an excursion's nearest departure that has not left by
 * the agency's clock (`now` null while the server renders and the browser hydrates: the first
 * one), a tour's nearest departure, the stay a hotel has rooms for.
 */
export function nextDateLabel(item: Pick<SearchItem, 'kind' | 'dates'>, now: AgencyMoment | null): string {
  const next = now ? item.dates.find(({ date, time }) => !hasDeparted(date, time, now)) : item.dates[0];
  if (!next) return 'Даты уточняйте у менеджера';
  if (item.kind === 'hotel') return `Есть номера: ${range(next.date, next.end)}`;
  if (item.kind === 'tour') return `Ближайший выезд: ${range(next.date, next.end)}`;
  const at = next.time ? ` в\u00a0${next.time}` : '';
  return `Ближайшая: ${formatWeekday(next.date)}, ${formatDate(next.date)}${at}`;
}
