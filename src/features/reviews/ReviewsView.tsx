import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REVIEWS_BEST_RATING } from '@/shared/config/constants';
import { formatRating, pluralize, REVIEW_FORMS } from '@common/format';
import { reviewsQueryOptions, reviewsSummaryQueryOptions } from './api/list-reviews';
import { RatingStars } from '@/shared/ui/RatingStars';
import { ReviewCard } from '@/shared/ui/ReviewCard';
import { pageCount } from './review-page';
import { ReviewsPagination } from './ReviewsPagination';
import './reviews.css';

/** One page of reviews with the rating summary, paging and the page's structured data. */
export function ReviewsView({ page }: { page: number }) {
  const { data, error, isPending, refetch } = useQuery(reviewsQueryOptions(page));
  useEffect(() => {
    if (error) console.error('Не удалось загрузить отзывы', error);
  }, [error]);

  if (isPending) return <ReviewsSkeleton />;
  if (!data) {
    return (
      <div className="reviews-state" role="alert">
        <p className="reviews-state__title">Не удалось загрузить отзывы</p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          Повторить
        </button>
      </div>
    );
  }

  const total = pageCount(data.count);
  return (
    <>
      <RatingSummaryLine />
      {data.results.length === 0 ? (
        <div className="reviews-state" role="status">
          <p className="reviews-state__title">Отзывов пока нет</p>
          <p className="reviews-state__text">Съездите с нами и расскажите, как всё прошло.</p>
        </div>
      ) : (
        <ol
          className="reviews-list"
          aria-label={total > 1 ? `Отзывы, страница ${page} из ${total}` : 'Отзывы'}
        >
          {data.results.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ol>
      )}
      <ReviewsPagination page={page} total={total} />
    </>
  );
}

/** The real average and count of the reviews (the fixed figures of docs/product.md#constants are only for search engines). */
function RatingSummaryLine() {
  const { data: summary } = useQuery(reviewsSummaryQueryOptions());
  if (!summary || summary.average === null) return null;
  const average = formatRating(summary.average);
  return (
    <div className="reviews-summary">
      <RatingStars
        rating={summary.average}
        size="large"
        label={`Средняя оценка ${average} из ${REVIEWS_BEST_RATING}`}
      />
      <p className="reviews-summary__text">
        <strong>{average}</strong> из {REVIEWS_BEST_RATING} · {pluralize(summary.count, REVIEW_FORMS)}
        {summary.basedOn < summary.count ? ` · средняя по последним ${summary.basedOn}` : null}
      </p>
    </div>
  );
}

function ReviewsSkeleton() {
  return (
    <div aria-hidden="true">
      <span className="skeleton reviews-skeleton" style={{ height: 40, width: 260, marginBottom: 24 }} />
      <div className="reviews-list">
        {Array.from({ length: 4 }, (_, index) => (
          <span key={index} className="skeleton reviews-skeleton" style={{ height: 150 }} />
        ))}
      </div>
    </div>
  );
}
