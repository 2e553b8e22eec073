import type { components } from '@/shared/api/schema.gen';
import type { WithSafeHtml } from '@/shared/lib/safe-html';

type Schemas = components['schemas'];
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
export type TouristCounts = Schemas['TouristCounts'];
