import { transaction, type Db } from '../connection.ts';
import { CONTENT_TABLES } from './001-content.ts';
import { CATALOGUE_TABLES } from './002-catalogue.ts';
import { PEOPLE_TABLES } from './002-people.ts';
import { FILL_TRIP_FIELDS } from './005-trip-fields.ts';

/**
 * Schema changes in order; `PRAGMA user_version` records how many have run.
 * Never edit a shipped migration: append a new one.
 */
const MIGRATIONS: readonly string[] = [
  CONTENT_TABLES,
  // 2: catalogue, lookups, accounts, cart, orders, payments, feedback, outbox (one migration, two files).
  CATALOGUE_TABLES + PEOPLE_TABLES,
  // The travellers named with an order (a tour needs everyone's).
  `ALTER TABLE "order" ADD COLUMN participants TEXT NOT NULL DEFAULT '[]';`,
  // The unguessable key of an order placed without an account (its payment page and calls need it).
  `ALTER TABLE "order" ADD COLUMN payment_token TEXT;
  UPDATE "order" SET payment_token = lower(hex(randomblob(24))) WHERE user_id IS NULL;`,
  // What the trip card needs of an item: where to meet (JSON of the contract's MeetingPoint) and how
  // long it lasts. Items ordered before are filled from their excursion or hotel.
  `ALTER TABLE order_item ADD COLUMN meeting_point TEXT;
  ALTER TABLE order_item ADD COLUMN duration_minutes INTEGER;
  ${FILL_TRIP_FIELDS}`,
];

export function migrate(db: Db): void {
  const { user_version: current } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  for (let index = current; index < MIGRATIONS.length; index++) {
    transaction(db, () => {
      db.exec(MIGRATIONS[index]!);
      db.exec(`PRAGMA user_version = ${index + 1}`);
    })();
  }
}
