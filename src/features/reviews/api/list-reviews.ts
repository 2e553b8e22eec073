import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { REVIEWS_PAGE_SIZE } from '../review-page';

/** One page of reviews, newest first: `{count, next, previous, results}`; a page past the end is 404. */
export const reviewsQueryOptions = (page: number, pageSize = REVIEWS_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['reviews', { page, pageSize }],
    queryFn: () => unwrap(api.GET('/api/reviews/', { params: { query: { page, page_size: pageSize } } })),
  });
