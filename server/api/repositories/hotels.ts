import type { Db } from '../db/connection.ts';

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
interface RoomNightRow {
  date: string;
  price: number;
  rooms_left: number;
}

export function createHotelsRepository(db: Db) {
  const all = db.prepare('SELECT * FROM hotel ORDER BY position');
  const byId = db.prepare('SELECT * FROM hotel WHERE id = ?');
  const bySlug = db.prepare('SELECT * FROM hotel WHERE slug = ?');
  const rooms = db.prepare('SELECT * FROM room_type WHERE hotel_id = ? ORDER BY position');
  const room = db.prepare('SELECT * FROM room_type WHERE id = ?');
  const roomBySlug = db.prepare('SELECT * FROM room_type WHERE hotel_id = ? AND slug = ?');
  const nights = db.prepare(
    'SELECT date, price, rooms_left FROM room_night WHERE room_type_id = ? AND date >= ? AND date < ? ORDER BY date',
  );
  const takeNights = db.prepare(
    'UPDATE room_night SET rooms_left = rooms_left - 1 WHERE room_type_id = ? AND date >= ? AND date < ? AND rooms_left > 0',
  );
  return {
    all: () => all.all() as HotelRow[],
    byId: (id: number) => byId.get(id) as HotelRow | undefined,
    bySlug: (slug: string) => bySlug.get(slug) as HotelRow | undefined,
    rooms: (hotelId: number) => rooms.all(hotelId) as RoomTypeRow[],
    room: (id: number) => room.get(id) as RoomTypeRow | undefined,
    roomBySlug: (hotelId: number, slug: string) => roomBySlug.get(hotelId, slug) as RoomTypeRow | undefined,
    /** Prices and rooms left for the nights from `from` up to (not including) `until`. */
    nights: (roomTypeId: number, from: string, until: string) =>
      nights.all(roomTypeId, from, until) as RoomNightRow[],
    /** Takes a room for each night with one left; answers how many nights it got. */
    takeNights: (roomTypeId: number, from: string, until: string): number =>
      takeNights.run(roomTypeId, from, until).changes,
  };
}
