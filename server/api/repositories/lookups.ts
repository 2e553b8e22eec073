import type { Db } from '../db/connection.ts';

/** The reference lists (countries, documents, places, hotels for the forms) as the contract lists them. */
export function createLookupsRepository(db: Db) {
  const lists = {
    countries: db.prepare('SELECT id, name, code FROM country ORDER BY position'),
    documentTypes: db.prepare('SELECT id, name, code, mask FROM document_type ORDER BY id'),
    cities: db.prepare('SELECT id, name, region FROM city ORDER BY id'),
    locations: db.prepare(
      'SELECT id, name, address, city_id AS city, latitude, longitude FROM location ORDER BY id',
    ),
    tourLocations: db.prepare('SELECT id, name, description, image FROM tour_location ORDER BY id'),
    tourHotels: db.prepare('SELECT id, name, stars, city, address FROM tour_hotel ORDER BY id'),
  };
  const hotels = db.prepare('SELECT id, slug, title, stars, city FROM hotel ORDER BY position');
  const rooms = db.prepare('SELECT id, hotel_id, slug, title FROM room_type ORDER BY hotel_id, position');
  const countryExists = db.prepare('SELECT 1 FROM country WHERE id = ?');
  const documentTypeExists = db.prepare('SELECT 1 FROM document_type WHERE id = ?');
  return {
    list: (name: keyof typeof lists): unknown[] => lists[name].all(),
    /** Hotels with their room types (id, slug, title), for choosing a room. */
    hotelsWithRooms() {
      const roomRows = rooms.all() as Array<{ id: number; hotel_id: number; slug: string; title: string }>;
      return (hotels.all() as Array<{ id: number }>).map((hotel) => ({
        ...hotel,
        room_types: roomRows
          .filter((room) => room.hotel_id === hotel.id)
          .map(({ hotel_id: _hotel, ...room }) => room),
      }));
    },
    countryExists: (id: number): boolean => countryExists.get(id) !== undefined,
    documentTypeExists: (id: number): boolean => documentTypeExists.get(id) !== undefined,
  };
}
