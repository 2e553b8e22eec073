import type { Schemas } from '../contract/types.ts';
import type { Db } from '../db/connection.ts';

export interface TourGroupRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string;
  seo: string;
  og: string;
}
export interface TourRow {
  id: number;
  slug: string;
  group_id: number;
  title: string;
  short_description: string;
  description: string;
  days: number;
  image: string;
  images: string;
  program: string;
  included: string;
  prices: string;
  hotel_ids: string;
  location_ids: string;
  seo: string;
  og: string;
}
/** An event with its tour and group, as a cart line needs them. */
interface TourEventJoin {
  event_id: number;
  date_start: string;
  date_end: string;
  places_left: number;
  tour_id: number;
  slug: string;
  title: string;
  image: string;
  prices: string;
  group_slug: string;
}

export function createToursRepository(db: Db) {
  const groups = db.prepare('SELECT * FROM tour_group ORDER BY position');
  const group = db.prepare('SELECT * FROM tour_group WHERE id = ?');
  const inGroup = db.prepare('SELECT * FROM tour WHERE group_id = ? ORDER BY position');
  const bySlug = db.prepare('SELECT * FROM tour WHERE slug = ?');
  const events = db.prepare(
    'SELECT id, date_start, date_end, places_total, places_left FROM tour_event WHERE tour_id = ? AND date_start > ? ORDER BY date_start',
  );
  const eventJoin = db.prepare(
    `SELECT e.id AS event_id, e.date_start, e.date_end, e.places_left, t.id AS tour_id, t.slug, t.title, t.image, t.prices,
          g.slug AS group_slug
         FROM tour_event e JOIN tour t ON t.id = e.tour_id JOIN tour_group g ON g.id = t.group_id WHERE e.id = ?`,
  );
  const takePlaces = db.prepare(
    'UPDATE tour_event SET places_left = places_left - ? WHERE id = ? AND places_left >= ?',
  );
  const byIds = <T>(table: 'tour_hotel' | 'tour_location', ids: readonly number[]): T[] =>
    ids.length
      ? (db
          .prepare(`SELECT * FROM ${table} WHERE id IN (${ids.map(() => '?').join(',')}) ORDER BY id`)
          .all(...ids) as T[])
      : [];
  return {
    groups: () => groups.all() as TourGroupRow[],
    group: (id: number) => group.get(id) as TourGroupRow | undefined,
    inGroup: (groupId: number) => inGroup.all(groupId) as TourRow[],
    bySlug: (slug: string) => bySlug.get(slug) as TourRow | undefined,
    /** Departures after the given day. */
    eventsAfter: (tourId: number, day: string) => events.all(tourId, day) as Schemas['TourEvent'][],
    hotels: (ids: readonly number[]) => byIds<Schemas['TourHotel']>('tour_hotel', ids),
    locations: (ids: readonly number[]) => byIds<Schemas['TourLocation']>('tour_location', ids),
    eventForCart: (eventId: number) => eventJoin.get(eventId) as TourEventJoin | undefined,
    /** Takes `count` places of an event; false when fewer are left. */
    takePlaces: (eventId: number, count: number): boolean =>
      takePlaces.run(count, eventId, count).changes > 0,
  };
}
