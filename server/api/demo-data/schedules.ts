import { addDays, today } from '../lib/time.ts';
import { seededRandom } from './meta.ts';

/** The days of a schedule to fill, `from`…`to` inclusive. */
export interface DaySpan {
  from: string;
  to: string;
}

export function* daysOf({ from, to }: DaySpan): Generator<string> {
  for (let date = from; date <= to; date = addDays(date, 1)) yield date;
}

/**
 * What a top-up adds to a schedule whose last day is `last`: the days after it (or from `first`
 * when it has none ahead) up to `to`; nothing when it already reaches `to`.
 */
export function missingDays(last: string | null, first: string, to: string): DaySpan | undefined {
  const from = last && last >= today() ? addDays(last, 1) : first;
  return from <= to ? { from, to } : undefined;
}

/** A top-up's randomness: the same all day, so a restart adds the same rows; `salt` tells schedules apart. */
export const todaysRandom = (salt: number) => seededRandom(Number(today().replace(/-/g, '')) + salt);
