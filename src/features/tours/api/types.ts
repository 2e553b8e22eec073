import type { components } from '@/shared/api/schema.gen';

type Schemas = components['schemas'];
export type TourGroup = Schemas['TourGroup'];
export type TourCard = Schemas['TourCard'];
export type TourDetail = Schemas['TourDetail'];
export type TourEvent = Schemas['TourEvent'];
export type TourHotel = Schemas['TourHotel'];
export type TourLocation = Schemas['TourLocation'];
export type TourProgramDay = Schemas['TourProgramDay'];
export type AgeCategory = Schemas['AgeCategory'];
export type Price = Schemas['Price'];
export type CartEventRequest = Schemas['CartEventRequest'];
export type TouristCounts = Schemas['TouristCounts'];
