import type { QueryClient } from '@tanstack/react-query';
import { configsQueryOptions } from '@/shared/api/site-config';
import { REVIEWS_AGGREGATE_RATING, REVIEWS_BEST_RATING } from '@/shared/config/constants';
import { reviewsQueryOptions } from './api/list-reviews';
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
 * and the reviews shown on this page. docs/product.md#constants fixes the best rating and the aggregate at 5.
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

/**
 * The reviews page's structured data as a head script, from the page of reviews its loader
 * fetched and the site config; null when either is missing.
 */
export function reviewsJsonLdScript(
  queryClient: QueryClient,
  page: number,
  url: string,
): { type: 'application/ld+json'; children: string } | null {
  const siteName = queryClient.getQueryData(configsQueryOptions().queryKey)?.SITE_NAME;
  const reviews = queryClient.getQueryData(reviewsQueryOptions(page).queryKey);
  if (!siteName || !reviews) return null;
  const data = reviewsJsonLd({ siteName, url, count: reviews.count, reviews: reviews.results });
  return { type: 'application/ld+json', children: jsonForScript(data) };
}
