import { CONTRACT_ENUMS, CONTRACT_LIMITS } from '@contract/values.gen';
import type { components } from '@contract/schema.gen';

type AgeCategory = components['schemas']['AgeCategory'];
type CartEventRequest = components['schemas']['CartEventRequest'];
type Price = components['schemas']['Price'];
type TouristCounts = components['schemas']['TouristCounts'];

// An excursion event and a tour event go into the cart the same way (docs/product.md#cart-and-order): tourists per
// age category, 1–50 of them in all.

/** The age categories (docs/product.md#age-categories), in the order the agency lists them (the contract's `AgeCategory`). */
export const AGE_CATEGORIES: readonly AgeCategory[] = CONTRACT_ENUMS.AgeCategory;

/** The backend's limit for one cart item (the contract's `TouristCounts`: the sum is 1–50). */
export const MAX_TOURISTS_PER_ITEM = CONTRACT_LIMITS.tourists_per_item;

export type TouristsByCategory = Record<AgeCategory, number>;

export const noTourists = (): TouristsByCategory => ({ vzroslyi: 0, pensioner: 0, student: 0, rebenok: 0 });

export function touristTotal(tourists: TouristsByCategory): number {
  return AGE_CATEGORIES.reduce((sum, category) => sum + tourists[category], 0);
}

/** What the chosen tourists cost at the event's prices (a category without a price costs nothing). */
export function bookingTotal(tourists: TouristsByCategory, prices: readonly Price[]): number {
  return prices.reduce((sum, price) => sum + price.price * tourists[price.category], 0);
}

/** How many tourists one category may reach: the others' count stays, the event's free places cap the sum. */
export function categoryMax(tourists: TouristsByCategory, category: AgeCategory, placesLeft: number): number {
  const others = touristTotal(tourists) - tourists[category];
  return Math.max(0, Math.min(placesLeft, MAX_TOURISTS_PER_ITEM) - others);
}

/**
 * The body of `PATCH /api/cart/excursion/` and `PATCH /api/cart/tour/` (openapi `CartEventRequest`):
 * the event and the tourists per age category. Categories with nobody are left out (the API counts them as 0). Throws on a body the API
 * would refuse, so a bug never reaches the cart.
 */
export function buildCartEventBody(eventId: number, tourists: TouristsByCategory): CartEventRequest {
  if (!Number.isInteger(eventId) || eventId < 1) throw new RangeError(`Bad event id: ${eventId}`);
  const counts: TouristCounts = {};
  for (const category of AGE_CATEGORIES) {
    const count = tourists[category];
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`Bad count for ${category}: ${count}`);
    if (count > 0) counts[category] = count;
  }
  const total = touristTotal(tourists);
  if (total < 1 || total > MAX_TOURISTS_PER_ITEM) {
    throw new RangeError(`Tourists must be 1–${MAX_TOURISTS_PER_ITEM}, got ${total}`);
  }
  return { event_id: eventId, tourists: counts };
}
