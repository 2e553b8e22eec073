import { createFileRoute } from '@tanstack/react-router';
import { loadReviews } from '@/features/reviews/load-reviews';
import { parseReviewPage } from '@/features/reviews/review-page';
import { reviewsJsonLdScript } from '@/features/reviews/reviews-json-ld';
import { ReviewsView } from '@/features/reviews/ReviewsView';
import { routeHead } from '@/shared/lib/page-head';
import { PageHeading } from '@/shared/ui/PageHeading';

const TITLE = 'Отзывы';

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
  loader: ({ context: { queryClient }, deps: { page } }) => loadReviews(queryClient, page),
  head: (context) => {
    const { queryClient, origin } = context.match.context;
    const tags = routeHead(context, { label: TITLE });
    const jsonLd = reviewsJsonLdScript(
      queryClient,
      context.match.loaderDeps.page,
      `${origin}/about/comments/`,
    );
    return jsonLd ? { ...tags, scripts: [jsonLd] } : tags;
  },
  component: ReviewsPage,
});

function ReviewsPage() {
  const { page = 1 } = Route.useSearch();
  return (
    <>
      <PageHeading title={TITLE} />
      <ReviewsView page={page} />
    </>
  );
}
