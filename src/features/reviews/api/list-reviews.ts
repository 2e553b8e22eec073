import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { api, unwrap } from '@/shared/api/client';
import { onePage } from '@common/api/list';
import { ratingSummary, REVIEWS_PAGE_SIZE, REVIEWS_SUMMARY_PAGE_SIZE } from '../review-page';

/** One page of reviews, newest first: `{count, next, previous, results}`; a page past the end is 404. */
export const reviewsQueryOptions = (page: number, pageSize = REVIEWS_PAGE_SIZE) =>
  queryOptions({
    queryKey: callKey('/api/reviews/', { page, pageSize }),
    queryFn: async () =>
      onePage(await unwrap(api.GET('/api/reviews/', { params: { query: { page, page_size: pageSize } } }))),
  });

/** The rating summary: the real average of the newest reviews (one page of the API's largest). */
export const reviewsSummaryQueryOptions = () =>
  queryOptions({
    ...reviewsQueryOptions(1, REVIEWS_SUMMARY_PAGE_SIZE),
    select: (page) => ratingSummary(page.count, page.results),
  });
