import type { Schemas } from '../contract/types.ts';
import { addDays } from '../lib/time.ts';
import type { HotelRow, RoomTypeRow } from '../repositories/hotels.ts';
import type { Repositories } from '../repositories/index.ts';

export interface StaySearch {
  date_from: string;
  date_to: string;
  nights: number;
  adults: number;
  children_ages: number[];
}
export type Guests = Pick<StaySearch, 'adults' | 'children_ages'>;

/** `2-7-12`: two adults, children of 7 and 12. */
export function parseRoom(room: string): Guests {
  const [adults, ...children] = room.split('-').map(Number);
  return { adults: adults ?? 2, children_ages: children };
}

export const hotelUrl = (hotel: Pick<HotelRow, 'slug'>): string => `/hotels/${hotel.slug}/`;
const roomTypeUrl = (hotel: Pick<HotelRow, 'slug'>, room: Pick<RoomTypeRow, 'slug'>): string =>
  `/hotels/${hotel.slug}/?room_type=${room.slug}`;

export const fits = (room: RoomTypeRow, guests: Guests): boolean =>
  room.capacity_adults >= guests.adults && room.capacity_total >= guests.adults + guests.children_ages.length;

export type RoomOffer = Schemas['RoomTypeOffer'] & { available: boolean };

/** A room type's price for a stay, night by night, and whether it can be booked for those guests. */
export function roomOffers(hotels: Repositories['hotels']) {
  function nights(roomId: number, search: Pick<StaySearch, 'date_from' | 'nights'>): Schemas['NightPrice'][] {
    const rows = hotels.nights(roomId, search.date_from, addDays(search.date_from, search.nights));
    const byDate = new Map(rows.map((row) => [row.date, row]));
    return Array.from({ length: search.nights }, (_, index) => {
      const date = addDays(search.date_from, index);
      const row = byDate.get(date);
      return { date, price: row?.price ?? 0, available: (row?.rooms_left ?? 0) > 0 };
    });
  }

  return function offer(hotel: HotelRow, room: RoomTypeRow, search: StaySearch): RoomOffer {
    const prices = nights(room.id, search);
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
      amenities: JSON.parse(room.amenities) as string[],
      nights: prices,
      total: prices.reduce((sum, night) => sum + night.price, 0),
      available: fits(room, search) && prices.every((night) => night.available),
    };
  };
}
