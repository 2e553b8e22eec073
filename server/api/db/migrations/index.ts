import { transaction, type Db } from '../connection.ts';
import { CONTENT_TABLES } from './001-content.ts';
import { CATALOGUE_TABLES } from './002-catalogue.ts';
import { PEOPLE_TABLES } from './002-people.ts';
import { FILL_TRIP_FIELDS } from './005-trip-fields.ts';
import { BOOKING_RULE_KEYS, ORDER_CANCELLATION_TERMS } from '../../demo-data/config.ts';
import { FILL_TOUR_MEETINGS, sqlText } from '../../demo-data/tour-meetings.ts';
import { FILL_TRIP_REVIEWS } from '../../demo-data/trip-reviews.ts';

/** The seeded terms before decision 049, replaced where nobody edited them. */
const OLD_CANCELLATION_TERMS =
  'Отменить заказ можно по телефону или письмом в агентство. Если до начала поездки больше 3 дней, вернём всю оплату; позже удержим предоплату тура, а за экскурсии и проживание вернём всё до дня поездки. Неоплаченная бронь снимается сама, без штрафа.';

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
  // Access tokens refused before their expiry (sign-out), and the seats an unpaid order holds until
  // \`hold_until\` (ms): what it took of each departure or room, given back when the hold expires.
  // Orders placed before keep their seats (no \`hold_until\`).
  `CREATE TABLE access_denylist (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
  CREATE TABLE order_hold (
    order_id INTEGER NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('excursion', 'tour', 'room')),
    ref_id INTEGER NOT NULL,
    places INTEGER NOT NULL,
    date_from TEXT,
    date_to TEXT
  );
  CREATE INDEX order_hold_by_order ON order_hold (order_id);
  ALTER TABLE "order" ADD COLUMN hold_until INTEGER;
  ALTER TABLE "order" ADD COLUMN client_address TEXT;
  ALTER TABLE "order" ADD COLUMN created_ms INTEGER;
  CREATE INDEX order_holding ON "order" (hold_until) WHERE status IN ('new', 'payment_canceled') AND paid = 0;
  CREATE INDEX order_by_address ON "order" (client_address, created_ms) WHERE user_id IS NULL;`,
  // When and where a tour's group meets on a departure's first day (HH:MM agency time, JSON of the
  // contract's MeetingPoint); the seeded tours and the order lines of them get theirs. A seeded
  // site gets the cancellation terms (an empty one is left for the seed, which checks for rows).
  `ALTER TABLE tour ADD COLUMN meeting_time TEXT;
  ALTER TABLE tour ADD COLUMN meeting_point TEXT;
  ${FILL_TOUR_MEETINGS}
  INSERT INTO site_config (key, value)
    SELECT 'ORDER_CANCELLATION_TERMS', ${sqlText(ORDER_CANCELLATION_TERMS)}
    WHERE EXISTS (SELECT 1 FROM site_config) AND NOT EXISTS
      (SELECT 1 FROM site_config WHERE key = 'ORDER_CANCELLATION_TERMS');`,
  // The booking rules a seeded site states (decision 049), and its cancellation terms in plain words.
  Object.entries(BOOKING_RULE_KEYS)
    .map(
      ([key, value]) => `INSERT INTO site_config (key, value)
    SELECT ${sqlText(key)}, ${sqlText(value)}
    WHERE EXISTS (SELECT 1 FROM site_config) AND NOT EXISTS (SELECT 1 FROM site_config WHERE key = ${sqlText(key)});`,
    )
    .join('\n') +
    `UPDATE site_config SET value = ${sqlText(ORDER_CANCELLATION_TERMS)}
    WHERE key = 'ORDER_CANCELLATION_TERMS' AND value = ${sqlText(OLD_CANCELLATION_TERMS)};`,
  // Reviews of one excursion or one tour (the agency-wide ones stay in `review`); a seeded site's
  // trips get theirs.
  `CREATE TABLE trip_review (
    id INTEGER PRIMARY KEY,
    excursion_id INTEGER REFERENCES excursion(id),
    tour_id INTEGER REFERENCES tour(id),
    name TEXT NOT NULL,
    created TEXT NOT NULL,
    text TEXT NOT NULL,
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    CHECK ((excursion_id IS NULL) <> (tour_id IS NULL))
  );
  CREATE INDEX trip_review_by_excursion ON trip_review (excursion_id, created) WHERE excursion_id IS NOT NULL;
  CREATE INDEX trip_review_by_tour ON trip_review (tour_id, created) WHERE tour_id IS NOT NULL;
  ${FILL_TRIP_REVIEWS}`,
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
