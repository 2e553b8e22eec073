import type { Schemas } from '../../contract/types.ts';
import { hotelUrl, roomOffers, type Guests } from '../../domain/hotel-offers.ts';
import { sumOf, touristLines, type AgePrices, type TouristCounts } from '../../domain/prices.ts';
import { json } from '../../lib/json.ts';
import { roubles } from '../../lib/text.ts';
import { DAY_MS } from '../../lib/time.ts';
import type { Repositories } from '../../repositories/index.ts';

/** The demo always sends a part's total (the contract leaves it optional for other backends). */
type WithTotal<Part> = Part & { total: number };
export type ExcursionPart = WithTotal<Schemas['CartExcursionPart']>;
export type TourPart = WithTotal<Schemas['CartTourPart']>;
export type HotelPart = WithTotal<Schemas['CartHotelPart']>;
export type CartAnswer = WithTotal<Schemas['Cart']>;

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

  function excursionPart(sessionId: string): ExcursionPart {
    const items = carts.items(sessionId, 'excursion').flatMap((item): Schemas['CartExcursionItem'][] => {
      const event = excursions.eventForCart(item.ref_id);
      if (!event) return [];
      const base = event.catalog === 'old' ? '/excursions_old' : '/excursions';
      return [
        {
          id: item.id,
          event_id: event.event_id,
          excursion: bookedRef(event, event.excursion_id, `${base}/${event.group_slug}/${event.slug}/`),
          date: event.date,
          time: event.time,
          duration_minutes: event.duration_minutes,
          ...pricedTourists(item, event),
        },
      ];
    });
    return { items, total: sumOf(items) };
  }

  function tourPart(sessionId: string): TourPart {
    const items = carts.items(sessionId, 'tour').flatMap((item): Schemas['CartTourItem'][] => {
      const event = tours.eventForCart(item.ref_id);
      if (!event) return [];
      return [
        {
          id: item.id,
          event_id: event.event_id,
          tour: bookedRef(event, event.tour_id, `/tours/${event.group_slug}/${event.slug}/`),
          date_start: event.date_start,
          date_end: event.date_end,
          ...pricedTourists(item, event),
        },
      ];
    });
    return { items, total: sumOf(items) };
  }

  function hotelPart(sessionId: string): HotelPart {
    const items = carts.items(sessionId, 'room').flatMap((item): Schemas['CartRoomItem'][] => {
      const room = hotels.room(item.ref_id);
      if (!room || !item.date_from || !item.date_to) return [];
      const hotel = hotels.byId(room.hotel_id)!;
      const guests = json<Guests>(item.tourists);
      const nights = Math.round((Date.parse(item.date_to) - Date.parse(item.date_from)) / DAY_MS);
      const priced = offer(hotel, room, {
        date_from: item.date_from,
        date_to: item.date_to,
        nights,
        ...guests,
      });
      return [
        {
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
        },
      ];
    });
    return { items, total: sumOf(items) };
  }

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
