import type { FastifyPluginAsync } from 'fastify';
import { contract } from '../../contract/route-schemas.ts';
import type { Call, Schemas } from '../../contract/types.ts';
import { hotelUrl } from '../../domain/hotel-offers.ts';
import { notFound } from '../../errors.ts';
import { json } from '../../lib/json.ts';
import { paginate } from '../../lib/paging.ts';
import { parseId } from '../../lib/path-ids.ts';
import type { RoomTypeRow } from '../../repositories/hotels.ts';
import { hotelCards } from './hotel-cards.ts';
import { pathSegments, staySearch } from './search.ts';

/** `/api/catalog/…` of hotels: the list for a stay, a hotel's free room types, one room type. */
export const hotelCatalogRoutes: FastifyPluginAsync = async (app) => {
  const { hotels } = app.repositories;
  const cards = hotelCards(hotels);

  app.get<Call<'listCatalogHotels'>>('/hotels/', contract('listCatalogHotels'), async (request) => {
    const { query } = request;
    const search = staySearch(query);
    const found = hotels
      .all()
      .map((hotel) => ({ hotel, offers: cards.availableOffers(hotel, search) }))
      .filter(({ offers }) => offers.length > 0);
    return {
      ...paginate(request, found.length, query.page ?? 1, query.page_size ?? 10, (limit, offset) =>
        found.slice(offset, offset + limit).map(({ hotel, offers }) => cards.card(hotel, offers)),
      ),
      search,
    };
  });

  app.get<Call<'getCatalogHotel'>>('/hotels/*', contract('getCatalogHotel'), async (request) => {
    const search = staySearch(request.query);
    const segments = pathSegments(request);
    const hotel = segments.length === 1 ? hotels.bySlug(segments[0]!) : undefined;
    if (!hotel) throw notFound();
    const offers = cards.availableOffers(hotel, search);
    const card = cards.card(hotel, offers.length ? offers : cards.allOffers(hotel, search));
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

  /** `id` or `hotel/slug`. */
  const findRoom = (segments: string[]): RoomTypeRow | undefined => {
    const id = segments.length === 1 ? parseId(segments[0]) : null;
    if (id !== null) return hotels.room(id);
    if (segments.length !== 2) return undefined;
    const hotel = hotels.bySlug(segments[0]!);
    return hotel ? hotels.roomBySlug(hotel.id, segments[1]!) : undefined;
  };

  app.get<Call<'getRoomType'>>('/room_type/*', contract('getRoomType'), async (request) => {
    const search = staySearch(request.query);
    const room = findRoom(pathSegments(request));
    if (!room) throw notFound();
    const hotel = hotels.byId(room.hotel_id)!;
    return {
      ...cards.offer(hotel, room, search),
      description: room.description,
      images: json<string[]>(room.images),
      hotel: { id: hotel.id, slug: hotel.slug, title: hotel.title, url: hotelUrl(hotel), image: hotel.image },
      search,
      seo: json<Schemas['Seo']>(room.seo),
      og: json<Schemas['Og']>(room.og),
    } satisfies Schemas['RoomTypeDetail'];
  });
};
