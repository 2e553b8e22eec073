import { createFileRoute } from '@tanstack/react-router';
import { loadReviews } from '@/features/reviews/load-reviews';
import { parseReviewPage } from '@/features/reviews/review-page';
import { ReviewsView } from '@/features/reviews/ReviewsView';
import { configsQueryOptions } from '@/shared/api/site-config';
import { PageHeading } from '@/shared/ui/PageHeading';

interface ReviewsSearch {
  /** From 2 on; page 1 is the bare address, a bad value in a shared link is page 1. */
  page?: number | undefined;
}

export const Route = createFileRoute('/about/comments/')({
  validateSearch: (search: Record<string, unknown>): ReviewsSearch => {
    // The key is always returned: the router keeps raw keys that validation leaves out.
    const page = parseReviewPage(search.page);
    return { page: page > 1 ? page : undefined };
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps: { page } }) => {
    void queryClient.prefetchQuery(configsQueryOptions());
    return loadReviews(queryClient, page);
  },
  component: ReviewsPage,
});

function ReviewsPage() {
  const { page = 1 } = Route.useSearch();
  return (
    <>
      <PageHeading title="Отзывы" />
      <ReviewsView page={page} />
    </>
  );
}
