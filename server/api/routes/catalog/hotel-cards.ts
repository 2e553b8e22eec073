import type { Schemas } from '../../contract/types.ts';
import { hotelUrl, roomOffers, type StaySearch } from '../../domain/hotel-offers.ts';
import type { HotelRow } from '../../repositories/hotels.ts';
import type { Repositories } from '../../repositories/index.ts';

/** Hotels as the catalogue shows them for a stay: the room types free for it, and cards priced from them. */
export function hotelCards(hotels: Repositories['hotels']) {
  const offer = roomOffers(hotels);

  const allOffers = (hotel: HotelRow, search: StaySearch) =>
    hotels.rooms(hotel.id).map((room) => offer(hotel, room, search));

  function availableOffers(hotel: HotelRow, search: StaySearch): Schemas['RoomTypeOffer'][] {
    return allOffers(hotel, search)
      .filter((candidate) => candidate.available)
      .map(({ available: _available, ...rest }) => rest);
  }

  function card(hotel: HotelRow, offers: Schemas['RoomTypeOffer'][]): Schemas['HotelCard'] {
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
      price_from: Math.min(...offers.flatMap((candidate) => candidate.nights.map((night) => night.price))),
      total_from: Math.min(...offers.map((candidate) => candidate.total)),
    };
  }

  return { offer, allOffers, availableOffers, card };
}
