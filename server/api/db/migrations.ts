import type Database from 'better-sqlite3';

/**
 * Schema changes in order; `PRAGMA user_version` records how many have run.
 * Never edit a shipped migration: append a new one.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE site_config (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  CREATE TABLE menu_item (
    id INTEGER PRIMARY KEY,
    menu TEXT NOT NULL,
    parent_id INTEGER REFERENCES menu_item(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    type TEXT NOT NULL,
    url TEXT NOT NULL,
    target TEXT NOT NULL DEFAULT '_self'
  );
  CREATE TABLE page (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    seo TEXT NOT NULL,
    og TEXT NOT NULL
  );
  `,
  // 2: catalogue, lookups, accounts, cart, orders, payments, feedback, outbox.
  `
  CREATE TABLE app_secret (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  CREATE TABLE country (id INTEGER PRIMARY KEY, name TEXT NOT NULL, code TEXT NOT NULL, position INTEGER NOT NULL);
  CREATE TABLE document_type (id INTEGER PRIMARY KEY, name TEXT NOT NULL, code TEXT NOT NULL, mask TEXT NOT NULL);
  CREATE TABLE city (id INTEGER PRIMARY KEY, name TEXT NOT NULL, region TEXT NOT NULL);
  CREATE TABLE location (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    city_id INTEGER NOT NULL REFERENCES city(id),
    latitude REAL NOT NULL,
    longitude REAL NOT NULL
  );
  CREATE TABLE tour_location (id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, image TEXT NOT NULL);
  CREATE TABLE tour_hotel (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    stars INTEGER NOT NULL,
    city TEXT NOT NULL,
    address TEXT NOT NULL
  );

  CREATE TABLE excursion_group (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL,
    catalog TEXT NOT NULL CHECK (catalog IN ('current', 'old')),
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    image TEXT NOT NULL,
    seo TEXT NOT NULL,
    og TEXT NOT NULL,
    UNIQUE (catalog, slug)
  );
  CREATE TABLE excursion (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    group_id INTEGER NOT NULL REFERENCES excursion_group(id),
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    short_description TEXT NOT NULL,
    description TEXT NOT NULL,
    duration_minutes INTEGER NOT NULL,
    meeting_point TEXT NOT NULL,
    location_id INTEGER NOT NULL REFERENCES location(id),
    image TEXT NOT NULL,
    images TEXT NOT NULL,
    prices TEXT NOT NULL,
    seo TEXT NOT NULL,
    og TEXT NOT NULL
  );
  CREATE TABLE excursion_event (
    id INTEGER PRIMARY KEY,
    excursion_id INTEGER NOT NULL REFERENCES excursion(id),
    date TEXT NOT NULL,
    time TEXT NOT NULL,
    places_total INTEGER NOT NULL,
    places_left INTEGER NOT NULL CHECK (places_left >= 0)
  );
  CREATE INDEX excursion_event_by_date ON excursion_event (excursion_id, date);

  CREATE TABLE tour_group (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    image TEXT NOT NULL,
    seo TEXT NOT NULL,
    og TEXT NOT NULL
  );
  CREATE TABLE tour (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    group_id INTEGER NOT NULL REFERENCES tour_group(id),
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    short_description TEXT NOT NULL,
    description TEXT NOT NULL,
    days INTEGER NOT NULL,
    image TEXT NOT NULL,
    images TEXT NOT NULL,
    program TEXT NOT NULL,
    included TEXT NOT NULL,
    prices TEXT NOT NULL,
    hotel_ids TEXT NOT NULL,
    location_ids TEXT NOT NULL,
    seo TEXT NOT NULL,
    og TEXT NOT NULL
  );
  CREATE TABLE tour_event (
    id INTEGER PRIMARY KEY,
    tour_id INTEGER NOT NULL REFERENCES tour(id),
    date_start TEXT NOT NULL,
    date_end TEXT NOT NULL,
    places_total INTEGER NOT NULL,
    places_left INTEGER NOT NULL CHECK (places_left >= 0)
  );

  CREATE TABLE hotel (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    stars INTEGER NOT NULL,
    city TEXT NOT NULL,
    address TEXT NOT NULL,
    short_description TEXT NOT NULL,
    description TEXT NOT NULL,
    image TEXT NOT NULL,
    images TEXT NOT NULL,
    amenities TEXT NOT NULL,
    latitude REAL NOT NULL,
    longitude REAL NOT NULL,
    seo TEXT NOT NULL,
    og TEXT NOT NULL
  );
  CREATE TABLE room_type (
    id INTEGER PRIMARY KEY,
    hotel_id INTEGER NOT NULL REFERENCES hotel(id),
    slug TEXT NOT NULL,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    capacity_adults INTEGER NOT NULL,
    capacity_total INTEGER NOT NULL,
    area REAL NOT NULL,
    beds TEXT NOT NULL,
    image TEXT NOT NULL,
    images TEXT NOT NULL,
    amenities TEXT NOT NULL,
    base_price REAL NOT NULL,
    seo TEXT NOT NULL,
    og TEXT NOT NULL,
    UNIQUE (hotel_id, slug)
  );
  CREATE TABLE room_night (
    room_type_id INTEGER NOT NULL REFERENCES room_type(id),
    date TEXT NOT NULL,
    price REAL NOT NULL,
    rooms_left INTEGER NOT NULL CHECK (rooms_left >= 0),
    PRIMARY KEY (room_type_id, date)
  );

  CREATE TABLE banner (
    id INTEGER PRIMARY KEY,
    group_name TEXT NOT NULL,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    text TEXT NOT NULL,
    link TEXT NOT NULL,
    image TEXT NOT NULL
  );
  CREATE TABLE review (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    created TEXT NOT NULL,
    text TEXT NOT NULL,
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5)
  );

  CREATE TABLE user (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    last_name TEXT NOT NULL,
    first_name TEXT NOT NULL,
    patronymic TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    birth_date TEXT,
    gender INTEGER,
    date_joined TEXT NOT NULL
  );
  CREATE TABLE user_course (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    url TEXT NOT NULL,
    progress INTEGER NOT NULL
  );
  CREATE TABLE refresh_token (
    jti TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE TABLE email_code (
    email TEXT PRIMARY KEY COLLATE NOCASE,
    code TEXT NOT NULL,
    sent_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE restore_token (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE tourist (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    last_name TEXT NOT NULL,
    first_name TEXT NOT NULL,
    patronymic TEXT NOT NULL DEFAULT '',
    birth_date TEXT,
    gender INTEGER,
    phone TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    country_id INTEGER REFERENCES country(id),
    document_type_id INTEGER REFERENCES document_type(id),
    document_number TEXT NOT NULL DEFAULT ''
  );

  CREATE TABLE cart_session (
    id TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    touched_at INTEGER NOT NULL
  );
  CREATE TABLE cart_item (
    id INTEGER PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES cart_session(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('excursion', 'tour', 'room')),
    ref_id INTEGER NOT NULL,
    tourists TEXT NOT NULL,
    date_from TEXT,
    date_to TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX cart_item_by_session ON cart_item (session_id);

  CREATE TABLE "order" (
    id INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES user(id) ON DELETE SET NULL,
    status TEXT NOT NULL,
    created TEXT NOT NULL,
    total REAL NOT NULL,
    paid REAL NOT NULL DEFAULT 0,
    customer TEXT NOT NULL,
    comment TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX order_by_user ON "order" (user_id, id);
  CREATE TABLE order_item (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    type TEXT NOT NULL,
    title TEXT NOT NULL,
    url TEXT NOT NULL,
    image TEXT NOT NULL,
    date_start TEXT NOT NULL,
    date_end TEXT NOT NULL,
    time TEXT,
    tourists TEXT NOT NULL,
    total REAL NOT NULL
  );
  CREATE TABLE payment (
    id TEXT PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
    type_payment TEXT NOT NULL,
    amount REAL NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    finished_at INTEGER
  );

  CREATE TABLE feedback_submission (
    id INTEGER PRIMARY KEY,
    form_key TEXT NOT NULL,
    client_id TEXT,
    data TEXT NOT NULL,
    file_name TEXT,
    file_size INTEGER,
    file BLOB,
    created TEXT NOT NULL,
    UNIQUE (form_key, client_id)
  );
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    created TEXT NOT NULL,
    kind TEXT NOT NULL,
    to_addr TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL
  );
  `,
  // The travellers named with an order (a tour needs everyone's).
  `ALTER TABLE "order" ADD COLUMN participants TEXT NOT NULL DEFAULT '[]';`,
  // The unguessable key of an order placed without an account (its payment page and calls need it).
  `ALTER TABLE "order" ADD COLUMN payment_token TEXT;
  UPDATE "order" SET payment_token = lower(hex(randomblob(24))) WHERE user_id IS NULL;`,
];

export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let index = current; index < MIGRATIONS.length; index++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[index]!);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
}
