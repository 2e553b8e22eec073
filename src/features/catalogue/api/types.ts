import type { components } from '@contract/schema.gen';
import type { WithSafeHtml } from '@/shared/lib/safe-html';

type Schemas = components['schemas'];
export type ExcursionCard = Schemas['ExcursionCard'];
/** As its query function returns it: the description sanitised. */
export type ExcursionDetail = WithSafeHtml<Schemas['ExcursionDetail'], 'description'>;
export type ExcursionEvent = Schemas['ExcursionEvent'];
export type ExcursionGroup = Schemas['ExcursionGroup'];
export type TourGroup = Schemas['TourGroup'];
/** A group's own page: its description is HTML, sanitised (in the lists it is shown as text). */
export type TourGroupPage = WithSafeHtml<TourGroup, 'description'>;
export type TourCard = Schemas['TourCard'];
/** As its query function returns it: the description sanitised. */
export type TourDetail = WithSafeHtml<Schemas['TourDetail'], 'description'>;
export type TourEvent = Schemas['TourEvent'];
export type TourHotel = Schemas['TourHotel'];
export type TourLocation = Schemas['TourLocation'];
export type TourProgramDay = Schemas['TourProgramDay'];
export type AgeCategory = Schemas['AgeCategory'];
export type Price = Schemas['Price'];
export type CartEventRequest = Schemas['CartEventRequest'];
export type CartRoomRequest = Schemas['CartRoomRequest'];
export type TouristCounts = Schemas['TouristCounts'];
export type HotelCard = Schemas['HotelCard'];
export type HotelDetail = WithSafeHtml<Schemas['HotelDetail'], 'description'>;
export type RoomTypeOffer = Schemas['RoomTypeOffer'];
export type RoomTypeDetail = WithSafeHtml<Schemas['RoomTypeDetail'], 'description'>;

/** Which excursion catalogue a page belongs to: `/excursions/…` or `/excursions_old/…`. */
export type ExcursionCatalog = 'current' | 'old';
