import { REVIEWS_AGGREGATE_RATING, REVIEWS_BEST_RATING } from '@/shared/config/constants';
import type { Review } from './api/types';

const WORST_RATING = 1;

interface ReviewsJsonLdInput {
  siteName: string;
  /** The page's absolute URL. */
  url: string;
  /** All reviews, not just this page's. */
  count: number;
  reviews: readonly Review[];
}

/**
 * schema.org structured data of the reviews page: the agency (a LocalBusiness) with its aggregate rating
 * and the reviews shown on this page. Spec §9 fixes the best rating and the aggregate at 5.
 */
export function reviewsJsonLd({ siteName, url, count, reviews }: ReviewsJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: siteName,
    url,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: REVIEWS_AGGREGATE_RATING,
      bestRating: REVIEWS_BEST_RATING,
      worstRating: WORST_RATING,
      reviewCount: count,
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.name },
      datePublished: review.created,
      reviewBody: review.text,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: REVIEWS_BEST_RATING,
        worstRating: WORST_RATING,
      },
    })),
  };
}

/** JSON for a <script> element: `<` escaped so a review's text can never close the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
