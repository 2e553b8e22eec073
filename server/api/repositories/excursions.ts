import type { Schemas } from '../contract/types.ts';
import type { Db } from '../db/connection.ts';
import type { ReviewTally } from '../domain/trip-ratings.ts';
import type { CatalogGroupRow, CatalogItemRow } from './catalog-rows.ts';
import { statements } from './statements.ts';

export interface ExcursionGroupRow extends CatalogGroupRow {
  catalog: 'current' | 'old';
}
export interface ExcursionRow extends CatalogItemRow {
  group_id: number;
  duration_minutes: number;
  meeting_point: string;
  location_id: number;
  prices: string;
}
export interface LocationRow {
  id: number;
  name: string;
  address: string;
  city_id: number;
  latitude: number;
  longitude: number;
}
/** An event with its excursion and group, as a cart line needs them. */
export interface ExcursionEventJoin {
  event_id: number;
  date: string;
  time: string;
  places_left: number;
  excursion_id: number;
  slug: string;
  title: string;
  image: string;
  prices: string;
  duration_minutes: number;
  group_slug: string;
  catalog: 'current' | 'old';
}
export type ExcursionEventRow = Schemas['ExcursionEvent'] & { excursion_id: number };

const list = (ids: readonly unknown[]) => ids.map(() => '?').join(',');

export function createExcursionsRepository(db: Db) {
  const { row, rows, change } = statements(db);
  const groups = rows<ExcursionGroupRow>('SELECT * FROM excursion_group ORDER BY position');
  const groupsOf = rows<ExcursionGroupRow, [catalog: 'current' | 'old']>(
    'SELECT * FROM excursion_group WHERE catalog = ? ORDER BY position',
  );
  const location = row<LocationRow>('SELECT * FROM location WHERE id = ?');
  const takePlaces = change<[count: number, eventId: number, atLeast: number]>(
    'UPDATE excursion_event SET places_left = places_left - ? WHERE id = ? AND places_left >= ?',
  );
  const reviewTallies = rows<ReviewTally & { trip_id: number }>(
    `SELECT excursion_id AS trip_id, COUNT(*) AS count, SUM(rating) AS total FROM trip_review
     WHERE excursion_id IS NOT NULL GROUP BY excursion_id`,
  );
  return {
    /** The groups of one catalogue (the current one or the archive), or of both. */
    groups: (catalog: 'current' | 'old' | null) => (catalog ? groupsOf(catalog) : groups()),
    group: row<ExcursionGroupRow>('SELECT * FROM excursion_group WHERE id = ?'),
    inGroups: (groupIds: readonly number[]) =>
      db
        .prepare(`SELECT * FROM excursion WHERE group_id IN (${list(groupIds)}) ORDER BY position`)
        .all(...groupIds) as unknown as ExcursionRow[],
    bySlug: row<ExcursionRow, [slug: string]>('SELECT * FROM excursion WHERE slug = ?'),
    location: (id: number) => location(id) as LocationRow,
    /** Events between two days with at least `places` free, not yet departed at `now` (agency time). */
    events: (
      excursionIds: readonly number[],
      search: { from: string; to: string; tourists: number },
      now: { date: string; time: string },
    ) =>
      db
        .prepare(
          `SELECT id, excursion_id, date, time, places_total, places_left FROM excursion_event
         WHERE excursion_id IN (${list(excursionIds)}) AND date BETWEEN ? AND ? AND places_left >= ?
           AND (date > ? OR time > ?)
         ORDER BY date, time`,
        )
        .all(
          ...excursionIds,
          search.from,
          search.to,
          search.tourists,
          now.date,
          now.time,
        ) as ExcursionEventRow[],
    eventForCart: row<ExcursionEventJoin, [eventId: number]>(
      `SELECT e.id AS event_id, e.date, e.time, e.places_left, x.id AS excursion_id, x.slug, x.title, x.image, x.prices,
          x.duration_minutes, g.slug AS group_slug, g.catalog
         FROM excursion_event e JOIN excursion x ON x.id = e.excursion_id JOIN excursion_group g ON g.id = x.group_id
         WHERE e.id = ?`,
    ),
    /** Where an excursion's tourists meet: its meeting point with its location's address and coordinates. */
    meetingPoint: row<Schemas['MeetingPoint'], [excursionId: number]>(
      `SELECT x.meeting_point AS text, l.address, l.latitude, l.longitude
       FROM excursion x JOIN location l ON l.id = x.location_id WHERE x.id = ?`,
    ),
    /** Takes `count` places of an event; false when fewer are left. */
    takePlaces: (eventId: number, count: number): boolean => takePlaces(count, eventId, count) > 0,
    /** Gives back places an order held (never past the event's total). */
    releasePlaces: change<[count: number, eventId: number]>(
      'UPDATE excursion_event SET places_left = MIN(places_total, places_left + ?) WHERE id = ?',
    ),
    /** Each reviewed excursion's count and sum of ratings, by its id. */
    reviewTallies: (): Map<number, ReviewTally> =>
      new Map(reviewTallies().map(({ trip_id, ...tally }) => [trip_id, tally])),
    reviewTally: row<ReviewTally>(
      'SELECT COUNT(*) AS count, COALESCE(SUM(rating), 0) AS total FROM trip_review WHERE excursion_id = ?',
    ),
    /** An excursion's latest reviews, newest first. */
    latestReviews: rows<Schemas['Review'], [excursionId: number, limit: number]>(
      `SELECT id, name, created, text, rating FROM trip_review WHERE excursion_id = ?
       ORDER BY created DESC, id DESC LIMIT ?`,
    ),
  };
}
