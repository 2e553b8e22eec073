import type { Schemas } from '../contract/types.ts';

/** How many of a trip's latest reviews its detail carries (the count says how many there are). */
export const LATEST_TRIP_REVIEWS = 4;

/** A trip's reviews summed: how many and the sum of their ratings. */
export interface ReviewTally {
  count: number;
  total: number;
}

/** A card's `rating` (the average to one decimal, null without reviews) and `reviews_count`. */
export function ratingFields(tally: ReviewTally | undefined): {
  rating: Schemas['TripRating'];
  reviews_count: Schemas['TripReviewsCount'];
} {
  if (!tally || tally.count === 0) return { rating: null, reviews_count: 0 };
  // Rounded from the exact tenths (sum × 10 / count), so 4.25 is 4.3 and never 4.2 by a float.
  return { rating: Math.round((tally.total * 10) / tally.count) / 10, reviews_count: tally.count };
}
