import type { AgeCategory, CartEventRequest, Price, TouristCounts } from '../api/types';

/** Spec §3 age categories, in the order the agency lists them. */
export const AGE_CATEGORIES: readonly AgeCategory[] = ['vzroslyi', 'pensioner', 'student', 'rebenok'];

export type TouristsByCategory = Record<AgeCategory, number>;

export const noTourists = (): TouristsByCategory => ({ vzroslyi: 0, pensioner: 0, student: 0, rebenok: 0 });

export function touristTotal(tourists: TouristsByCategory): number {
  return AGE_CATEGORIES.reduce((sum, category) => sum + tourists[category], 0);
}

/** What the chosen tourists cost at the excursion's prices (a category without a price costs nothing). */
export function bookingTotal(tourists: TouristsByCategory, prices: readonly Price[]): number {
  return prices.reduce((sum, price) => sum + price.price * tourists[price.category], 0);
}

/**
 * The body of `PATCH /api/cart/excursion/` (openapi `CartEventRequest`): the event and the tourists
 * per age category. Categories with nobody are left out (the API counts them as 0).
 */
export function buildCartExcursionBody(eventId: number, tourists: TouristsByCategory): CartEventRequest {
  if (!Number.isInteger(eventId) || eventId < 1) throw new RangeError(`Bad event id: ${eventId}`);
  const counts: TouristCounts = {};
  for (const category of AGE_CATEGORIES) {
    const count = tourists[category];
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`Bad count for ${category}: ${count}`);
    if (count > 0) counts[category] = count;
  }
  const total = touristTotal(tourists);
  if (total < 1 || total > 50) throw new RangeError(`Tourists must be 1–50, got ${total}`);
  return { event_id: eventId, tourists: counts };
}
