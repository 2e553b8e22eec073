/**
 * The agency's clock (Europe/Moscow) decides what "today" is and which departures have left, on
 * the server and in every browser, wherever the visitor is. Moscow has kept UTC+3 all year since
 * 26 October 2014, so the offset is fixed: no time-zone data and no Intl on the hot path.
 */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** A moment as the agency writes it: `YYYY-MM-DD` and `HH:MM`. */
export interface AgencyMoment {
  date: string;
  time: string;
}

export function agencyNow(now: number = Date.now()): AgencyMoment {
  const iso = new Date(now + MOSCOW_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Milliseconds from `now` to the agency's next midnight, when "today" and every search default turn. */
export function msToAgencyMidnight(now: number = Date.now()): number {
  return DAY_MS - ((now + MOSCOW_OFFSET_MS) % DAY_MS);
}

/**
 * Whether a departure has left: its day is past, or it is today and its start time (agency time)
 * has come. A departure without a time (a tour) leaves at the start of its first day: it is sold
 * until the day before.
 */
export function hasDeparted(
  date: string,
  time: string | null | undefined,
  now: AgencyMoment = agencyNow(),
): boolean {
  if (date !== now.date) return date < now.date;
  return (time ?? '00:00') <= now.time;
}
