import type { Db } from '../db/connection.ts';
import type { CatalogItemRow, CatalogPageRow } from './catalog-rows.ts';
import { statements } from './statements.ts';

export interface HotelRow extends CatalogItemRow {
  stars: number;
  city: string;
  address: string;
  amenities: string;
  latitude: number;
  longitude: number;
}
export interface RoomTypeRow extends CatalogPageRow {
  hotel_id: number;
  description: string;
  capacity_adults: number;
  capacity_total: number;
  area: number;
  beds: string;
  images: string;
  amenities: string;
  base_price: number;
}
interface RoomNightRow {
  date: string;
  price: number;
  rooms_left: number;
}

export function createHotelsRepository(db: Db) {
  const { row, rows, change } = statements(db);
  return {
    all: rows<HotelRow>('SELECT * FROM hotel ORDER BY position'),
    byId: row<HotelRow>('SELECT * FROM hotel WHERE id = ?'),
    bySlug: row<HotelRow, [slug: string]>('SELECT * FROM hotel WHERE slug = ?'),
    rooms: rows<RoomTypeRow, [hotelId: number]>(
      'SELECT * FROM room_type WHERE hotel_id = ? ORDER BY position',
    ),
    room: row<RoomTypeRow>('SELECT * FROM room_type WHERE id = ?'),
    roomBySlug: row<RoomTypeRow, [hotelId: number, slug: string]>(
      'SELECT * FROM room_type WHERE hotel_id = ? AND slug = ?',
    ),
    /** Prices and rooms left for the nights from `from` up to (not including) `until`. */
    nights: rows<RoomNightRow, [roomTypeId: number, from: string, until: string]>(
      'SELECT date, price, rooms_left FROM room_night WHERE room_type_id = ? AND date >= ? AND date < ? ORDER BY date',
    ),
    /** Takes a room for each night with one left; answers how many nights it got. */
    takeNights: change<[roomTypeId: number, from: string, until: string]>(
      'UPDATE room_night SET rooms_left = rooms_left - 1 WHERE room_type_id = ? AND date >= ? AND date < ? AND rooms_left > 0',
    ),
    /** Gives back the room an order held for each of its nights. */
    releaseNights: change<[roomTypeId: number, from: string, until: string]>(
      'UPDATE room_night SET rooms_left = rooms_left + 1 WHERE room_type_id = ? AND date >= ? AND date < ?',
    ),
  };
}
