import type { components } from '@/shared/api/schema.gen';

type Schemas = components['schemas'];
export type ExcursionCard = Schemas['ExcursionCard'];
export type ExcursionDetail = Schemas['ExcursionDetail'];
export type ExcursionEvent = Schemas['ExcursionEvent'];
export type ExcursionGroup = Schemas['ExcursionGroup'];
export type AgeCategory = Schemas['AgeCategory'];
export type Price = Schemas['Price'];
export type CartEventRequest = Schemas['CartEventRequest'];
export type CartRoomRequest = Schemas['CartRoomRequest'];
export type TouristCounts = Schemas['TouristCounts'];
export type HotelCard = Schemas['HotelCard'];
export type HotelDetail = Schemas['HotelDetail'];
export type RoomTypeOffer = Schemas['RoomTypeOffer'];
export type RoomTypeDetail = Schemas['RoomTypeDetail'];

/** Which excursion catalogue a page belongs to: `/excursions/…` or `/excursions_old/…`. */
export type ExcursionCatalog = 'current' | 'old';
