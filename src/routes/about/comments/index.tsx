import { createFileRoute } from '@tanstack/react-router';
import { loadReviews } from '@/features/reviews/load-reviews';
import { parseReviewsSearch, REVIEWS_TITLE } from '@/features/reviews/review-page';
import { reviewsJsonLdScript } from '@/features/reviews/reviews-json-ld';
import { ReviewsPage } from '@/features/reviews/ReviewsPage';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/about/comments/')({
  validateSearch: parseReviewsSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps: { page } }) => loadReviews(queryClient, page),
  head: (context) => {
    const { queryClient, origin } = context.match.context;
    const tags = routeHead(context, { label: REVIEWS_TITLE });
    const url = `${origin}/about/comments/`;
    const jsonLd = reviewsJsonLdScript(queryClient, context.match.loaderDeps.page, url);
    return jsonLd ? { ...tags, scripts: [jsonLd] } : tags;
  },
  component: ReviewsPage,
});
