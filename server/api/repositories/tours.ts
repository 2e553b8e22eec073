import type { Schemas } from '../contract/types.ts';
import type { Db } from '../db/connection.ts';
import type { ReviewTally } from '../domain/trip-ratings.ts';
import type { CatalogGroupRow, CatalogItemRow } from './catalog-rows.ts';
import { statements } from './statements.ts';

export type TourGroupRow = CatalogGroupRow;
export interface TourRow extends CatalogItemRow {
  group_id: number;
  days: number;
  program: string;
  included: string;
  prices: string;
  hotel_ids: string;
  location_ids: string;
  /** HH:MM, agency time: when the group meets on a departure's first day. */
  meeting_time: string | null;
  /** JSON of the contract's `MeetingPoint`. */
  meeting_point: string | null;
}
/** An event with its tour and group, as a cart line needs them. */
interface TourEventJoin {
  event_id: number;
  date_start: string;
  date_end: string;
  places_left: number;
  tour_id: number;
  slug: string;
  meeting_time: string | null;
  meeting_point: string | null;
  title: string;
  image: string;
  prices: string;
  group_slug: string;
}

export function createToursRepository(db: Db) {
  const { row, rows, change } = statements(db);
  const takePlaces = change<[count: number, eventId: number, atLeast: number]>(
    'UPDATE tour_event SET places_left = places_left - ? WHERE id = ? AND places_left >= ?',
  );
  const reviewTallies = rows<ReviewTally & { trip_id: number }>(
    `SELECT tour_id AS trip_id, COUNT(*) AS count, SUM(rating) AS total FROM trip_review
     WHERE tour_id IS NOT NULL GROUP BY tour_id`,
  );
  const byIds = <T>(table: 'tour_hotel' | 'tour_location', ids: readonly number[]): T[] =>
    ids.length
      ? (db
          .prepare(`SELECT * FROM ${table} WHERE id IN (${ids.map(() => '?').join(',')}) ORDER BY id`)
          .all(...ids) as T[])
      : [];
  return {
    groups: rows<TourGroupRow>('SELECT * FROM tour_group ORDER BY position'),
    group: row<TourGroupRow>('SELECT * FROM tour_group WHERE id = ?'),
    inGroup: rows<TourRow, [groupId: number]>('SELECT * FROM tour WHERE group_id = ? ORDER BY position'),
    bySlug: row<TourRow, [slug: string]>('SELECT * FROM tour WHERE slug = ?'),
    /** Departures after the given day, with the time the group meets (every departure of a tour alike). */
    eventsAfter: rows<Schemas['TourEvent'], [tourId: number, day: string]>(
      `SELECT e.id, e.date_start, e.date_end, e.places_total, e.places_left, t.meeting_time AS time
         FROM tour_event e JOIN tour t ON t.id = e.tour_id WHERE e.tour_id = ? AND e.date_start > ? ORDER BY e.date_start`,
    ),
    hotels: (ids: readonly number[]) => byIds<Schemas['TourHotel']>('tour_hotel', ids),
    locations: (ids: readonly number[]) => byIds<Schemas['TourLocation']>('tour_location', ids),
    eventForCart: row<TourEventJoin, [eventId: number]>(
      `SELECT e.id AS event_id, e.date_start, e.date_end, e.places_left, t.id AS tour_id, t.slug, t.meeting_time, t.meeting_point, t.title, t.image, t.prices,
          g.slug AS group_slug
         FROM tour_event e JOIN tour t ON t.id = e.tour_id JOIN tour_group g ON g.id = t.group_id WHERE e.id = ?`,
    ),
    /** Takes `count` places of an event; false when fewer are left. */
    takePlaces: (eventId: number, count: number): boolean => takePlaces(count, eventId, count) > 0,
    /** Gives back places an order held (never past the event's total). */
    releasePlaces: change<[count: number, eventId: number]>(
      'UPDATE tour_event SET places_left = MIN(places_total, places_left + ?) WHERE id = ?',
    ),
    /** Each reviewed tour's count and sum of ratings, by its id. */
    reviewTallies: (): Map<number, ReviewTally> =>
      new Map(reviewTallies().map(({ trip_id, ...tally }) => [trip_id, tally])),
    reviewTally: row<ReviewTally>(
      'SELECT COUNT(*) AS count, COALESCE(SUM(rating), 0) AS total FROM trip_review WHERE tour_id = ?',
    ),
    /** A tour's latest reviews, newest first. */
    latestReviews: rows<Schemas['Review'], [tourId: number, limit: number]>(
      `SELECT id, name, created, text, rating FROM trip_review WHERE tour_id = ?
       ORDER BY created DESC, id DESC LIMIT ?`,
    ),
  };
}
