import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import { parseQuery } from '../contract.ts';
import type { BANNER_GROUPS } from '../demo-data/banners.ts';
import { pageOfList, paginate } from '../lib/paging.ts';

type ListOperation =
  | 'listCountries'
  | 'listDocumentTypes'
  | 'listCities'
  | 'listLocations'
  | 'listTourLocations'
  | 'listTourHotels';

const BANNER_LISTS = {
  header_dropdowns: 'listHeaderDropdownBanners',
  main_blue_banners: 'listMainBlueBanners',
  main_offers_right: 'listMainOffersRightBanners',
  main_offers_slider: 'listMainOffersSliderBanners',
} as const satisfies Record<keyof typeof BANNER_GROUPS, string>;

/** Lookups, banners and reviews: read-only lists straight from their tables. */
export function lookupRoutes(app: FastifyInstance, { db }: Ctx): void {
  // Every list is paged, as a Django project's default pagination class pages every list view.
  const list = (url: string, operationId: ListOperation, sql: string) => {
    const statement = db.prepare(sql);
    app.get(url, async (request) =>
      pageOfList(request, parseQuery(operationId, request.query), statement.all()),
    );
  };
  list('/countries/', 'listCountries', 'SELECT id, name, code FROM country ORDER BY position');
  list('/document_types/', 'listDocumentTypes', 'SELECT id, name, code, mask FROM document_type ORDER BY id');
  list('/cities/', 'listCities', 'SELECT id, name, region FROM city ORDER BY id');
  list(
    '/locations/',
    'listLocations',
    'SELECT id, name, address, city_id AS city, latitude, longitude FROM location ORDER BY id',
  );
  list(
    '/tour_locations/',
    'listTourLocations',
    'SELECT id, name, description, image FROM tour_location ORDER BY id',
  );
  list(
    '/tour_hotels/',
    'listTourHotels',
    'SELECT id, name, stars, city, address FROM tour_hotel ORDER BY id',
  );

  const hotels = db.prepare('SELECT id, slug, title, stars, city FROM hotel ORDER BY position');
  const rooms = db.prepare('SELECT id, hotel_id, slug, title FROM room_type ORDER BY hotel_id, position');
  app.get('/hotels/', async (request) => {
    const roomRows = rooms.all() as Array<{ id: number; hotel_id: number; slug: string; title: string }>;
    const rows = (hotels.all() as Array<{ id: number }>).map((hotel) => ({
      ...hotel,
      room_types: roomRows
        .filter((room) => room.hotel_id === hotel.id)
        .map(({ hotel_id: _hotel, ...room }) => room),
    }));
    return pageOfList(request, parseQuery('listHotels', request.query), rows);
  });

  const banners = db.prepare(
    'SELECT id, title, text, link, image FROM banner WHERE group_name = ? ORDER BY position',
  );
  for (const [group, operationId] of Object.entries(BANNER_LISTS)) {
    app.get(`/banners/${group}/`, async (request) =>
      pageOfList(request, parseQuery(operationId, request.query), banners.all(group)),
    );
  }

  const countReviews = db.prepare('SELECT COUNT(*) AS count FROM review');
  const pageOfReviews = db.prepare(
    'SELECT id, name, created, text, rating FROM review ORDER BY created DESC, id DESC LIMIT ? OFFSET ?',
  );
  app.get('/reviews/', async (request) => {
    const query = parseQuery('listReviews', request.query);
    const { count } = countReviews.get() as { count: number };
    return paginate(request, count, query.page ?? 1, query.page_size ?? 10, (limit, offset) =>
      pageOfReviews.all(limit, offset),
    );
  });
}
