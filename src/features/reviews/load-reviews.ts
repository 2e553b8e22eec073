import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { ApiError } from '@common/api/error';
import { prefetchForPage } from '@/shared/api/prefetch-for-page';
import { reviewsQueryOptions, reviewsSummaryQueryOptions } from './api/list-reviews';
import { pageCount } from './review-page';

/**
 * Loads a page of reviews. A page past the end (an old link after reviews were removed) lands on the
 * last page instead of a 404. Any other failure is left to the page, which logs it and offers a retry
 * (docs/product.md#errors: a list failure never takes the page down).
 */
export async function loadReviews(queryClient: QueryClient, page: number): Promise<void> {
  const summary = prefetchForPage(queryClient, reviewsSummaryQueryOptions());
  try {
    await Promise.all([queryClient.ensureQueryData(reviewsQueryOptions(page)), summary]);
  } catch (error) {
    if (!(error instanceof ApiError && error.isNotFound && page > 1)) return;
    const first = await queryClient.ensureQueryData(reviewsQueryOptions(1)).catch(() => null);
    const last = first ? pageCount(first.count) : 1;
    throw redirect({ to: '/about/comments/', search: last > 1 ? { page: last } : {}, replace: true });
  }
}
