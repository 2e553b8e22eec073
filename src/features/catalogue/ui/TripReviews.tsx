import type { components } from '@contract/schema.gen';
import { formatRating, pluralize, REVIEW_FORMS } from '@common/format';
import { REVIEWS_BEST_RATING } from '@/shared/config/constants';
import { RatingStars } from '@/shared/ui/RatingStars';
import { ReviewCard } from '@/shared/ui/ReviewCard';
import type { RatedTrip } from './TripRating';
import './trip-reviews.css';

const TRIP_REVIEWS_ID = 'trip-reviews';

interface ReviewedTrip extends RatedTrip {
  reviews?: Array<components['schemas']['Review']> | undefined;
}

/** Where a page's rating leads: its 'Отзывы' section, when the detail carries reviews to list. */
export const tripReviewsHref = (trip: ReviewedTrip): string | undefined =>
  trip.reviews?.length ? `#${TRIP_REVIEWS_ID}` : undefined;

interface TripReviewsProps {
  trip: ReviewedTrip;
  /** The heading's class: each page's sections have their own. */
  titleClassName: string;
}

/** The 'Отзывы' section of a trip's page: its average, then the latest reviews it came with. None without reviews. */
export function TripReviews({ trip, titleClassName }: TripReviewsProps) {
  const reviews = trip.reviews ?? [];
  if (reviews.length === 0) return null;
  const count = Math.max(trip.reviews_count ?? 0, reviews.length);
  const figure = trip.rating == null ? null : formatRating(trip.rating);
  return (
    <section id={TRIP_REVIEWS_ID} className="trip-reviews" aria-labelledby={`${TRIP_REVIEWS_ID}-title`}>
      <h2 id={`${TRIP_REVIEWS_ID}-title`} className={titleClassName}>
        Отзывы
      </h2>
      {trip.rating != null && figure ? (
        <div className="trip-reviews__summary">
          <RatingStars rating={trip.rating} label={`Средняя оценка ${figure} из ${REVIEWS_BEST_RATING}`} />
          <p className="trip-reviews__summary-text">
            <strong>{figure}</strong> из {REVIEWS_BEST_RATING} · {pluralize(count, REVIEW_FORMS)}
            {count > reviews.length ? ` · показаны последние ${reviews.length}` : null}
          </p>
        </div>
      ) : null}
      <ol className="trip-reviews__list">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ol>
    </section>
  );
}
