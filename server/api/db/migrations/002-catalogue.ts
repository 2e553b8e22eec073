/** Half of migration 2: secrets, reference lists, the catalogue (excursions, tours, hotels), banners, reviews. */
export const CATALOGUE_TABLES = `
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

`;
