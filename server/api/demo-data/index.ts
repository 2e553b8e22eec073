import { transaction, type Db } from '../db/connection.ts';
import { seedBanners } from './banners.ts';
import { seedConfig } from './config.ts';
import { seedExcursions, topUpExcursionEvents } from './excursions.ts';
import { seedHotels, topUpRoomNights } from './hotels.ts';
import { seedLookups } from './lookups.ts';
import { seedMenus } from './menus.ts';
import { seedPages } from './pages.ts';
import { seedReviews } from './reviews.ts';
import { seedTours, topUpTourEvents } from './tours.ts';
import { seedTripReviews } from './trip-reviews.ts';
import { seedUsers } from './users.ts';

const SEEDERS: ReadonlyArray<(db: Db) => void> = [
  seedConfig,
  seedMenus,
  seedPages,
  seedLookups,
  seedExcursions,
  seedTours,
  seedHotels,
  seedBanners,
  seedReviews,
  seedTripReviews,
  seedUsers,
];

/** Fills a new database with the demo content; a database that has content is left alone. */
export function seedIfEmpty(db: Db): void {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM site_config').get() as { count: number };
  if (count > 0) return;
  transaction(db, () => {
    for (const seed of SEEDERS) seed(db);
  })();
}

/**
 * Extends excursion and tour schedules and nightly prices to their horizon from today, so a demo database
 * seeded weeks ago still has something to book. Idempotent: only days after the last scheduled one are added.
 */
export function topUpSchedules(db: Db): void {
  transaction(db, () => {
    topUpExcursionEvents(db);
    topUpTourEvents(db);
    topUpRoomNights(db);
  })();
}
