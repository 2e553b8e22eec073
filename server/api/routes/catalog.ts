import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { parseId, parseQuery, type Schemas } from '../contract.ts';
import type { Db } from '../db/connection.ts';
import { badRequest, notFound } from '../errors.ts';
import { pageOfList, paginate } from '../lib/paging.ts';
import { cleanPath, durationDisplay } from '../lib/text.ts';
import { agencyNow } from '../../../src/shared/lib/agency-clock.ts';
import { addDays, daysBetween, nextFriday, today } from '../lib/time.ts';

export const AGE_CATEGORIES = ['vzroslyi', 'pensioner', 'student', 'rebenok'] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];
/** What one adult pays: the fare an 'от' price quotes, so a total never jumps at booking. */
const adultFare = (prices: Record<AgeCategory, number>): number =>
  prices.vzroslyi ?? Math.min(...Object.values(prices));

export const AGE_TITLES: Record<AgeCategory, string> = {
  vzroslyi: 'Взрослый',
  pensioner: 'Пенсионер',
  student: 'Студент, учащийся старше 14 лет',
  rebenok: 'Ребенок',
};

export const priceList = (prices: Record<AgeCategory, number>): Schemas['Price'][] =>
  AGE_CATEGORIES.map((category) => ({ category, title: AGE_TITLES[category], price: prices[category] }));

const json = <T>(text: string): T => JSON.parse(text) as T;

// ───────────── search parameters

export interface EventSearch {
  from: string;
  to: string;
  tourists: number;
}

/** date_from/date_to/tourists of the excursion calls, defaults filled in (today … +60 days, 1 tourist). */
export function eventSearch(query: { date_from?: string; date_to?: string; tourists?: number }): EventSearch {
  const from = query.date_from ?? today();
  const to = query.date_to ?? addDays(from, 60);
  if (to < from) throw badRequest({ date_to: ['Дата окончания не может быть раньше даты начала.'] });
  if (daysBetween(from, to) > 366)
    throw badRequest({ date_to: ['Период поиска не может быть длиннее года.'] });
  // Events in the past are never available.
  return { from: from < today() ? today() : from, to, tourists: query.tourists ?? 1 };
}

export interface StaySearch {
  date_from: string;
  date_to: string;
  nights: number;
  adults: number;
  children_ages: number[];
}

export function parseRoom(room: string): { adults: number; children_ages: number[] } {
  const [adults, ...children] = room.split('-').map(Number);
  return { adults: adults ?? 2, children_ages: children };
}

/** date_from/date_to/room of the hotel calls; defaults: next Friday, 3 nights, 2 adults (spec §2). */
export function staySearch(query: { date_from?: string; date_to?: string; room?: string }): StaySearch {
  const from = query.date_from ?? nextFriday();
  const to = query.date_to ?? addDays(from, 3);
  if (from < today()) throw badRequest({ date_from: ['Дата заезда не может быть в прошлом.'] });
  const nights = daysBetween(from, to);
  if (nights < 1) throw badRequest({ date_to: ['Дата выезда должна быть позже даты заезда.'] });
  if (nights > 30) throw badRequest({ date_to: ['Проживание — не более 30 ночей.'] });
  return { date_from: from, date_to: to, nights, ...parseRoom(query.room ?? '2') };
}

function pathParam(request: FastifyRequest): string[] {
  const path = cleanPath((request.params as { '*': string })['*'] ?? '');
  if (!path) throw notFound();
  return path.split('/');
}

// ───────────── rows

interface GroupRow {
  id: number;
  slug: string;
  catalog: 'current' | 'old';
  title: string;
  description: string;
  image: string;
  seo: string;
  og: string;
}
interface ExcursionRow {
  id: number;
  slug: string;
  group_id: number;
  title: string;
  short_description: string;
  description: string;
  duration_minutes: number;
  meeting_point: string;
  location_id: number;
  image: string;
  images: string;
  prices: string;
  seo: string;
  og: string;
}
interface TourGroupRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string;
  seo: string;
  og: string;
}
interface TourRow {
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
export interface HotelRow {
  id: number;
  slug: string;
  title: string;
  stars: number;
  city: string;
  address: string;
  short_description: string;
  description: string;
  image: string;
  images: string;
  amenities: string;
  latitude: number;
  longitude: number;
  seo: string;
  og: string;
}
export interface RoomTypeRow {
  id: number;
  hotel_id: number;
  slug: string;
  title: string;
  description: string;
  capacity_adults: number;
  capacity_total: number;
  area: number;
  beds: string;
  image: string;
  images: string;
  amenities: string;
  base_price: number;
  seo: string;
  og: string;
}

const excursionGroupUrl = (group: Pick<GroupRow, 'catalog' | 'slug'>) =>
  `/${group.catalog === 'old' ? 'excursions_old' : 'excursions'}/${group.slug}/`;
export const hotelUrl = (hotel: Pick<HotelRow, 'slug'>) => `/hotels/${hotel.slug}/`;
export const roomTypeUrl = (hotel: Pick<HotelRow, 'slug'>, room: Pick<RoomTypeRow, 'slug'>) =>
  `/hotels/${hotel.slug}/?room_type=${room.slug}`;

// ───────────── excursions

export class ExcursionCatalog {
  constructor(private readonly db: Db) {}

  groups(catalog: 'current' | 'old' | null): GroupRow[] {
    return (
      catalog
        ? this.db.prepare('SELECT * FROM excursion_group WHERE catalog = ? ORDER BY position').all(catalog)
        : this.db.prepare('SELECT * FROM excursion_group ORDER BY position').all()
    ) as GroupRow[];
  }

  group(id: number): GroupRow | undefined {
    return this.db.prepare('SELECT * FROM excursion_group WHERE id = ?').get(id) as GroupRow | undefined;
  }

  /** The events in the search with enough places; a departure that has left (agency time) is never offered. */
  events(excursionIds: number[], search: EventSearch): Map<number, Schemas['ExcursionEvent'][]> {
    const byExcursion = new Map<number, Schemas['ExcursionEvent'][]>();
    if (excursionIds.length === 0) return byExcursion;
    const now = agencyNow();
    const rows = this.db
      .prepare(
        `SELECT id, excursion_id, date, time, places_total, places_left FROM excursion_event
         WHERE excursion_id IN (${excursionIds.map(() => '?').join(',')}) AND date BETWEEN ? AND ? AND places_left >= ?
           AND (date > ? OR time > ?)
         ORDER BY date, time`,
      )
      .all(...excursionIds, search.from, search.to, search.tourists, now.date, now.time) as Array<
      Schemas['ExcursionEvent'] & { excursion_id: number }
    >;
    for (const { excursion_id, ...event } of rows) {
      const list = byExcursion.get(excursion_id) ?? [];
      list.push(event);
      byExcursion.set(excursion_id, list);
    }
    return byExcursion;
  }

  card(row: ExcursionRow, group: GroupRow, events: Schemas['ExcursionEvent'][]): Schemas['ExcursionCard'] {
    const prices = json<Record<AgeCategory, number>>(row.prices);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      url: `${excursionGroupUrl(group)}${row.slug}/`,
      catalog: group.catalog,
      group: { id: group.id, slug: group.slug, title: group.title, url: excursionGroupUrl(group) },
      short_description: row.short_description,
      image: row.image,
      duration_minutes: row.duration_minutes,
      duration_display: durationDisplay(row.duration_minutes),
      price_from: adultFare(prices),
      prices: priceList(prices),
      events,
    };
  }

  /** Available excursions (at least one event fits the search) of the given groups, in catalogue order. */
  cards(groups: GroupRow[], search: EventSearch): Schemas['ExcursionCard'][] {
    if (groups.length === 0) return [];
    const byId = new Map(groups.map((group) => [group.id, group]));
    const rows = this.db
      .prepare(
        `SELECT * FROM excursion WHERE group_id IN (${groups.map(() => '?').join(',')}) ORDER BY position`,
      )
      .all(...groups.map((group) => group.id)) as ExcursionRow[];
    const events = this.events(
      rows.map((row) => row.id),
      search,
    );
    rows.sort((a, b) => groups.indexOf(byId.get(a.group_id)!) - groups.indexOf(byId.get(b.group_id)!));
    return rows.flatMap((row) => {
      const found = events.get(row.id);
      return found ? [this.card(row, byId.get(row.group_id)!, found)] : [];
    });
  }

  groupWithCards(group: GroupRow, search: EventSearch): Schemas['ExcursionGroup'] {
    return {
      id: group.id,
      slug: group.slug,
      title: group.title,
      url: excursionGroupUrl(group),
      catalog: group.catalog,
      description: group.description,
      image: group.image,
      seo: json(group.seo),
      og: json(group.og),
      excursions: this.cards([group], search),
    };
  }

  detail(segments: string[], search: EventSearch): Schemas['ExcursionDetail'] {
    if (segments.length > 2) throw notFound();
    const slug = segments[segments.length - 1]!;
    const row = this.db.prepare('SELECT * FROM excursion WHERE slug = ?').get(slug) as
      ExcursionRow | undefined;
    if (!row) throw notFound();
    const group = this.group(row.group_id)!;
    if (segments.length === 2 && segments[0] !== group.slug) throw notFound();
    const location = this.db.prepare('SELECT * FROM location WHERE id = ?').get(row.location_id) as {
      id: number;
      name: string;
      address: string;
      city_id: number;
      latitude: number;
      longitude: number;
    };
    return {
      ...this.card(row, group, this.events([row.id], search).get(row.id) ?? []),
      description: row.description,
      images: json(row.images),
      meeting_point: row.meeting_point,
      location: {
        id: location.id,
        name: location.name,
        address: location.address,
        city: location.city_id,
        latitude: location.latitude,
        longitude: location.longitude,
      },
      seo: json(row.seo),
      og: json(row.og),
    };
  }
}

// ───────────── tours

export class TourCatalog {
  constructor(private readonly db: Db) {}

  groups(): TourGroupRow[] {
    return this.db.prepare('SELECT * FROM tour_group ORDER BY position').all() as TourGroupRow[];
  }

  /** Future departures: a tour leaves at the start of its first day, so today's is no longer sold. */
  events(tourId: number): Schemas['TourEvent'][] {
    return this.db
      .prepare(
        'SELECT id, date_start, date_end, places_total, places_left FROM tour_event WHERE tour_id = ? AND date_start > ? ORDER BY date_start',
      )
      .all(tourId, today()) as Schemas['TourEvent'][];
  }

  card(row: TourRow, group: TourGroupRow): Schemas['TourCard'] {
    const prices = json<Record<AgeCategory, number>>(row.prices);
    const groupUrl = `/tours/${group.slug}/`;
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      url: `${groupUrl}${row.slug}/`,
      group: { id: group.id, slug: group.slug, title: group.title, url: groupUrl },
      short_description: row.short_description,
      image: row.image,
      days: row.days,
      nights: row.days - 1,
      price_from: adultFare(prices),
      prices: priceList(prices),
      events: this.events(row.id),
    };
  }

  group(group: TourGroupRow): Schemas['TourGroup'] {
    const tours = this.db
      .prepare('SELECT * FROM tour WHERE group_id = ? ORDER BY position')
      .all(group.id) as TourRow[];
    return {
      id: group.id,
      slug: group.slug,
      title: group.title,
      url: `/tours/${group.slug}/`,
      description: group.description,
      image: group.image,
      seo: json(group.seo),
      og: json(group.og),
      tours: tours.map((tour) => this.card(tour, group)),
    };
  }

  detail(segments: string[]): Schemas['TourDetail'] {
    if (segments.length > 2) throw notFound();
    const row = this.db.prepare('SELECT * FROM tour WHERE slug = ?').get(segments[segments.length - 1]) as
      TourRow | undefined;
    if (!row) throw notFound();
    const group = this.db.prepare('SELECT * FROM tour_group WHERE id = ?').get(row.group_id) as TourGroupRow;
    if (segments.length === 2 && segments[0] !== group.slug) throw notFound();
    const byIds = <T>(table: string, ids: number[]): T[] =>
      ids.length
        ? (this.db
            .prepare(`SELECT * FROM ${table} WHERE id IN (${ids.map(() => '?').join(',')}) ORDER BY id`)
            .all(...ids) as T[])
        : [];
    return {
      ...this.card(row, group),
      description: row.description,
      images: json(row.images),
      program: json(row.program),
      included: json(row.included),
      hotels: byIds<Schemas['TourHotel']>('tour_hotel', json(row.hotel_ids)),
      locations: byIds<Schemas['TourLocation']>('tour_location', json(row.location_ids)),
      seo: json(row.seo),
      og: json(row.og),
    };
  }
}

// ───────────── hotels

export class HotelCatalog {
  constructor(private readonly db: Db) {}

  fits(room: RoomTypeRow, search: Pick<StaySearch, 'adults' | 'children_ages'>): boolean {
    return (
      room.capacity_adults >= search.adults &&
      room.capacity_total >= search.adults + search.children_ages.length
    );
  }

  nights(roomId: number, search: Pick<StaySearch, 'date_from' | 'nights'>): Schemas['NightPrice'][] {
    const rows = this.db
      .prepare(
        'SELECT date, price, rooms_left FROM room_night WHERE room_type_id = ? AND date >= ? AND date < ? ORDER BY date',
      )
      .all(roomId, search.date_from, addDays(search.date_from, search.nights)) as Array<{
      date: string;
      price: number;
      rooms_left: number;
    }>;
    const byDate = new Map(rows.map((row) => [row.date, row]));
    return Array.from({ length: search.nights }, (_, index) => {
      const date = addDays(search.date_from, index);
      const row = byDate.get(date);
      return { date, price: row?.price ?? 0, available: (row?.rooms_left ?? 0) > 0 };
    });
  }

  offer(
    hotel: HotelRow,
    room: RoomTypeRow,
    search: StaySearch,
  ): Schemas['RoomTypeOffer'] & { available: boolean } {
    const nights = this.nights(room.id, search);
    return {
      id: room.id,
      slug: room.slug,
      title: room.title,
      url: roomTypeUrl(hotel, room),
      image: room.image,
      capacity_adults: room.capacity_adults,
      capacity_total: room.capacity_total,
      area: room.area,
      beds: room.beds,
      amenities: json(room.amenities),
      nights,
      total: nights.reduce((sum, night) => sum + night.price, 0),
      available: this.fits(room, search) && nights.every((night) => night.available),
    };
  }

  rooms(hotelId: number): RoomTypeRow[] {
    return this.db
      .prepare('SELECT * FROM room_type WHERE hotel_id = ? ORDER BY position')
      .all(hotelId) as RoomTypeRow[];
  }

  availableOffers(hotel: HotelRow, search: StaySearch): Schemas['RoomTypeOffer'][] {
    return this.rooms(hotel.id)
      .map((room) => this.offer(hotel, room, search))
      .filter((offer) => offer.available)
      .map(({ available: _available, ...offer }) => offer);
  }

  card(hotel: HotelRow, offers: Schemas['RoomTypeOffer'][]): Schemas['HotelCard'] {
    return {
      id: hotel.id,
      slug: hotel.slug,
      title: hotel.title,
      url: hotelUrl(hotel),
      stars: hotel.stars,
      city: hotel.city,
      address: hotel.address,
      short_description: hotel.short_description,
      image: hotel.image,
      price_from: Math.min(...offers.flatMap((offer) => offer.nights.map((night) => night.price))),
      total_from: Math.min(...offers.map((offer) => offer.total)),
    };
  }

  hotels(): HotelRow[] {
    return this.db.prepare('SELECT * FROM hotel ORDER BY position').all() as HotelRow[];
  }

  bySlug(slug: string): HotelRow | undefined {
    return this.db.prepare('SELECT * FROM hotel WHERE slug = ?').get(slug) as HotelRow | undefined;
  }
}

export function catalogRoutes(app: FastifyInstance, { db }: Ctx): void {
  const excursions = new ExcursionCatalog(db);
  const tours = new TourCatalog(db);
  const hotels = new HotelCatalog(db);

  app.get('/excursions/', async (request) => {
    const query = parseQuery('listExcursions', request.query);
    return pageOfList(
      request,
      query,
      excursions.cards(excursions.groups(query.catalog ?? 'current'), eventSearch(query)),
    );
  });

  app.get('/catalog/excursions/*', async (request) => {
    const query = parseQuery('getCatalogExcursion', request.query);
    return excursions.detail(pathParam(request), eventSearch(query));
  });

  const groupList = (catalog: 'current' | 'old') => async (request: FastifyRequest) => {
    const query = parseQuery(
      catalog === 'old' ? 'listOldExcursionGroups' : 'listExcursionGroups',
      request.query,
    );
    const search = eventSearch(query);
    return pageOfList(
      request,
      query,
      excursions
        .groups(catalog)
        .map((group) => excursions.groupWithCards(group, search))
        .filter((group) => group.excursions.length > 0),
    );
  };
  app.get('/catalog/group_excursions/', groupList('current'));
  app.get('/catalog/group_excursion_list/', groupList('old'));

  app.get('/catalog/group_excursions/*', async (request) => {
    const search = eventSearch(parseQuery('getExcursionGroup', request.query));
    const segments = pathParam(request);
    if (segments.length !== 1) throw notFound();
    const group = excursions.groups(null).find((row) => row.slug === segments[0]);
    if (!group) throw notFound();
    return excursions.groupWithCards(group, search);
  });

  app.get('/catalog/group_excursion_detail/:id/', async (request) => {
    const search = eventSearch(parseQuery('getExcursionGroupById', request.query));
    const id = parseId((request.params as { id: string }).id);
    const group = id === null ? undefined : excursions.group(id);
    if (!group) throw notFound();
    return excursions.groupWithCards(group, search);
  });

  app.get('/main/group_excursions/', async (request) => {
    const all = { from: today(), to: addDays(today(), 60), tourists: 1 };
    const query = parseQuery('listMainExcursionGroups', request.query);
    const groups = excursions.groups('current').map((group): Schemas['MainGroup'] => {
      const cards = excursions.cards([group], all);
      return {
        id: group.id,
        slug: group.slug,
        title: group.title,
        url: excursionGroupUrl(group),
        image: group.image,
        description: group.description,
        count: cards.length,
        price_from: cards.length ? Math.min(...cards.map((card) => card.price_from)) : null,
      };
    });
    return pageOfList(request, query, groups);
  });

  // ── tours
  app.get('/catalog/tours/*', async (request) => tours.detail(pathParam(request)));
  app.get('/catalog/group_tours/', async (request) =>
    pageOfList(
      request,
      parseQuery('listTourGroups', request.query),
      tours.groups().map((group) => tours.group(group)),
    ),
  );
  app.get('/catalog/group_tours/*', async (request) => {
    const segments = pathParam(request);
    const group = segments.length === 1 ? tours.groups().find((row) => row.slug === segments[0]) : undefined;
    if (!group) throw notFound();
    return tours.group(group);
  });
  app.get('/main/group_tours/', async (request) => {
    const groups = tours.groups().map((row): Schemas['MainGroup'] => {
      const group = tours.group(row);
      return {
        id: group.id,
        slug: group.slug,
        title: group.title,
        url: group.url,
        image: group.image,
        description: group.description,
        count: group.tours.length,
        price_from: group.tours.length ? Math.min(...group.tours.map((tour) => tour.price_from)) : null,
      };
    });
    return pageOfList(request, parseQuery('listMainTourGroups', request.query), groups);
  });

  // ── hotels
  app.get('/catalog/hotels/', async (request) => {
    const query = parseQuery('listCatalogHotels', request.query);
    const search = staySearch(query);
    const found = hotels
      .hotels()
      .map((hotel) => ({ hotel, offers: hotels.availableOffers(hotel, search) }))
      .filter(({ offers }) => offers.length > 0);
    return {
      ...paginate(request, found.length, query.page ?? 1, query.page_size ?? 10, (limit, offset) =>
        found.slice(offset, offset + limit).map(({ hotel, offers }) => hotels.card(hotel, offers)),
      ),
      search,
    };
  });

  app.get('/catalog/hotels/*', async (request) => {
    const search = staySearch(parseQuery('getCatalogHotel', request.query));
    const segments = pathParam(request);
    const hotel = segments.length === 1 ? hotels.bySlug(segments[0]!) : undefined;
    if (!hotel) throw notFound();
    const offers = hotels.availableOffers(hotel, search);
    const all = hotels.rooms(hotel.id).map((room) => hotels.offer(hotel, room, search));
    const card = hotels.card(hotel, offers.length ? offers : all);
    return {
      ...card,
      description: hotel.description,
      images: json<string[]>(hotel.images),
      amenities: json<string[]>(hotel.amenities),
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      search,
      room_types: offers,
      seo: json<Schemas['Seo']>(hotel.seo),
      og: json<Schemas['Og']>(hotel.og),
    } satisfies Schemas['HotelDetail'];
  });

  app.get('/catalog/room_type/*', async (request) => {
    const search = staySearch(parseQuery('getRoomType', request.query));
    const segments = pathParam(request);
    let room: RoomTypeRow | undefined;
    if (segments.length === 1 && parseId(segments[0]) !== null) {
      room = db.prepare('SELECT * FROM room_type WHERE id = ?').get(parseId(segments[0])) as
        RoomTypeRow | undefined;
    } else if (segments.length === 2) {
      const hotel = hotels.bySlug(segments[0]!);
      room = hotel
        ? (db
            .prepare('SELECT * FROM room_type WHERE hotel_id = ? AND slug = ?')
            .get(hotel.id, segments[1]) as RoomTypeRow | undefined)
        : undefined;
    }
    if (!room) throw notFound();
    const hotel = db.prepare('SELECT * FROM hotel WHERE id = ?').get(room.hotel_id) as HotelRow;
    return {
      ...hotels.offer(hotel, room, search),
      description: room.description,
      images: json<string[]>(room.images),
      hotel: { id: hotel.id, slug: hotel.slug, title: hotel.title, url: hotelUrl(hotel), image: hotel.image },
      search,
      seo: json<Schemas['Seo']>(room.seo),
      og: json<Schemas['Og']>(room.og),
    } satisfies Schemas['RoomTypeDetail'];
  });
}
