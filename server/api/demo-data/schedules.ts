import { type Db } from '../db/connection.ts';
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

/** A seeded item whose schedule a top-up extends: from `first` at the earliest up to `to`. */
export interface ScheduleGoal<Item> {
  item: Item;
  first: string;
  to: string;
}

/**
 * Extends the schedule of each seeded item still in the database (found by its slug with
 * `lastDaySql`, which answers its id and its schedule's last day) with the days it lacks.
 */
export function topUpBySlug<Item extends { slug: string }>(
  db: Db,
  lastDaySql: string,
  goals: ReadonlyArray<ScheduleGoal<Item>>,
  insert: (id: number, item: Item, days: DaySpan) => void,
): void {
  const find = db.prepare(lastDaySql);
  for (const { item, first, to } of goals) {
    const row = find.get(item.slug) as { id: number; last: string | null } | undefined;
    const days = row && missingDays(row.last, first, to);
    if (row && days) insert(row.id, item, days);
  }
}

/** A top-up's randomness: the same all day, so a restart adds the same rows; `salt` tells schedules apart. */
export const todaysRandom = (salt: number) => seededRandom(Number(today().replace(/-/g, '')) + salt);
