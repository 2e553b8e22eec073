import { afterEach, describe, expect, it, vi } from 'vitest';
import { excursionSearchFromForm } from '@/features/catalogue/excursions/search-form-logic';
import { defaultExcursionSearch, parseExcursionSearch } from '@/features/catalogue/search-params';
import { hasDeparted } from '@common/agency-clock';
import { addDays, today } from '@/shared/lib/calendar-day';
import { isoToDisplayDate } from '@/shared/ui/forms/date-range';

// "Today" is the agency's day (Europe/Moscow) in every browser: around Moscow midnight a visitor's
// own calendar may already say tomorrow (Vladivostok) or still yesterday (New York); the search
// defaults, the link check and the form's "not in the past" rule follow Moscow all the same.
// Node reads process.env.TZ again whenever it is set, so each case runs in its own zone.

const MIDNIGHT = Date.parse('2026-12-01T00:00:00+03:00');
const cases = [
  { zone: 'Asia/Vladivostok', at: MIDNIGHT - 60_000, agencyDay: '2026-11-30', localDay: 1 },
  { zone: 'Pacific/Kiritimati', at: MIDNIGHT - 60_000, agencyDay: '2026-11-30', localDay: 1 },
  { zone: 'America/New_York', at: MIDNIGHT + 60_000, agencyDay: '2026-12-01', localDay: 30 },
  { zone: 'America/Los_Angeles', at: MIDNIGHT + 60_000, agencyDay: '2026-12-01', localDay: 30 },
  { zone: 'Europe/Moscow', at: MIDNIGHT - 60_000, agencyDay: '2026-11-30', localDay: 30 },
  { zone: 'UTC', at: MIDNIGHT + 60_000, agencyDay: '2026-12-01', localDay: 30 },
] as const;

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
  vi.useRealTimers();
});

describe.each(cases)('a browser in $zone', ({ zone, at, agencyDay, localDay }) => {
  it(`keeps the agency's day ${agencyDay} while its own calendar says the ${localDay}th`, () => {
    process.env.TZ = zone;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    expect(new Date().getDate()).toBe(localDay);

    expect(today()).toBe(agencyDay);
    expect(defaultExcursionSearch()).toEqual({
      date_from: agencyDay,
      date_to: addDays(agencyDay, 7),
      tourists: 1,
    });
    // A shared link from the agency's today stands; one from its yesterday falls back.
    const link = { date_from: agencyDay, date_to: addDays(agencyDay, 3), tourists: '2' };
    expect(parseExcursionSearch(link)).toEqual({ ...link, tourists: 2 });
    expect(parseExcursionSearch({ ...link, date_from: addDays(agencyDay, -1) }).date_from).toBe(agencyDay);
    // The search form takes the agency's today and refuses its yesterday.
    const typed = {
      from: isoToDisplayDate(agencyDay),
      to: isoToDisplayDate(addDays(agencyDay, 3)),
      tourists: 1,
    };
    expect(excursionSearchFromForm(typed).errors).toBeUndefined();
    expect(
      excursionSearchFromForm({ ...typed, from: isoToDisplayDate(addDays(agencyDay, -1)) }).errors,
    ).toEqual({
      from: 'Дата не может быть в прошлом',
    });
    // A departure at 23:30 on 30 November has left a minute before Moscow midnight.
    expect(hasDeparted('2026-11-30', '23:30')).toBe(true);
    expect(hasDeparted(addDays(agencyDay, 1), '00:00')).toBe(false);
  });
});
