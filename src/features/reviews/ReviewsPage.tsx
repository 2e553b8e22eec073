import { useSearch } from '@tanstack/react-router';
import { PageHeading } from '@/shared/ui/PageHeading';
import { REVIEWS_TITLE } from './review-page';
import { ReviewsView } from './ReviewsView';

/** `/about/comments/`: the page of reviews the address names. */
export function ReviewsPage() {
  const { page = 1 } = useSearch({ from: '/about/comments/' });
  return (
    <>
      <PageHeading title={REVIEWS_TITLE} />
      <ReviewsView page={page} />
    </>
  );
}
