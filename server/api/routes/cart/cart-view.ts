import type { Schemas } from '../../contract/types.ts';
import { hotelUrl, roomOffers, type Guests } from '../../domain/hotel-offers.ts';
import { sumOf, touristLines, type AgePrices, type TouristCounts } from '../../domain/prices.ts';
import { json } from '../../lib/json.ts';
import { roubles } from '../../lib/text.ts';
import { DAY_MS } from '../../lib/time.ts';
import type { CartItemKind } from '../../repositories/carts.ts';
import type { Repositories } from '../../repositories/index.ts';

/** The demo always sends a part's total (the contract leaves it optional for other backends). */
type WithTotal<Part> = Part & { total: number };
export type ExcursionPart = WithTotal<Schemas['CartExcursionPart']>;
export type TourPart = WithTotal<Schemas['CartTourPart']>;
export type HotelPart = WithTotal<Schemas['CartHotelPart']>;
export type CartAnswer = WithTotal<Schemas['Cart']>;

type CartItem = ReturnType<Repositories['carts']['items']>[number];

/** The ids an excursion's or a tour's cart line starts with: its own and its event's. */
const eventLineIds = (item: { id: number }, event: { event_id: number }) => ({
  id: item.id,
  event_id: event.event_id,
});

/** What an excursion's or a tour's cart line is of: the one its event belongs to. */
function bookedRef(event: { slug: string; title: string; image: string }, id: number, url: string) {
  return { id, slug: event.slug, title: event.title, url, image: event.image };
}

/** A line's tourists priced by the age categories of its excursion or tour, and their total. */
function pricedTourists(item: { tourists: string }, event: { prices: string }) {
  const tourists = touristLines(json<TouristCounts>(item.tourists), json<AgePrices>(event.prices));
  return { tourists, total: sumOf(tourists) };
}

/** The cart as the contract answers it: its three parts priced at today's prices, and the whole. */
export function cartView({ carts, excursions, tours, hotels }: Repositories) {
  const offer = roomOffers(hotels);

  /** The cart's lines of one kind, those whose event or room is gone left out, and their total. */
  function part<Line extends { total: number }>(
    sessionId: string,
    kind: CartItemKind,
    line: (item: CartItem) => Line | undefined,
  ) {
    const items = carts.items(sessionId, kind).flatMap((item) => line(item) ?? []);
    return { items, total: sumOf(items) };
  }

  const excursionPart = (sessionId: string): ExcursionPart =>
    part(sessionId, 'excursion', (item): Schemas['CartExcursionItem'] | undefined => {
      const event = excursions.eventForCart(item.ref_id);
      if (!event) return undefined;
      const base = event.catalog === 'old' ? '/excursions_old' : '/excursions';
      return {
        ...eventLineIds(item, event),
        excursion: bookedRef(event, event.excursion_id, `${base}/${event.group_slug}/${event.slug}/`),
        date: event.date,
        time: event.time,
        duration_minutes: event.duration_minutes,
        ...pricedTourists(item, event),
      };
    });

  const tourPart = (sessionId: string): TourPart =>
    part(sessionId, 'tour', (item): Schemas['CartTourItem'] | undefined => {
      const event = tours.eventForCart(item.ref_id);
      if (!event) return undefined;
      return {
        ...eventLineIds(item, event),
        tour: bookedRef(event, event.tour_id, `/tours/${event.group_slug}/${event.slug}/`),
        date_start: event.date_start,
        date_end: event.date_end,
        ...pricedTourists(item, event),
      };
    });

  const hotelPart = (sessionId: string): HotelPart =>
    part(sessionId, 'room', (item): Schemas['CartRoomItem'] | undefined => {
      const room = hotels.room(item.ref_id);
      if (!room || !item.date_from || !item.date_to) return undefined;
      const hotel = hotels.byId(room.hotel_id)!;
      const guests = json<Guests>(item.tourists);
      const nights = Math.round((Date.parse(item.date_to) - Date.parse(item.date_from)) / DAY_MS);
      const priced = offer(hotel, room, {
        date_from: item.date_from,
        date_to: item.date_to,
        nights,
        ...guests,
      });
      return {
        id: item.id,
        room_type: { id: room.id, slug: room.slug, title: room.title, url: priced.url, image: room.image },
        hotel: {
          id: hotel.id,
          slug: hotel.slug,
          title: hotel.title,
          url: hotelUrl(hotel),
          image: hotel.image,
        },
        date_from: item.date_from,
        date_to: item.date_to,
        nights,
        adults: guests.adults,
        children_ages: guests.children_ages,
        total: priced.total,
      };
    });

  function whole(sessionId: string): CartAnswer {
    const parts = {
      tours: tourPart(sessionId),
      excursions: excursionPart(sessionId),
      hotels: hotelPart(sessionId),
    };
    const all = Object.values(parts);
    return {
      sessionid: sessionId,
      ...parts,
      count: all.reduce((count, part) => count + part.items.length, 0),
      total: roubles(parts.tours.total + parts.excursions.total + parts.hotels.total),
    };
  }

  return { excursionPart, tourPart, hotelPart, whole };
}
