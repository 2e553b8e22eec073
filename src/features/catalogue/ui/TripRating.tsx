import { formatRating, pluralize, REVIEW_FORMS } from '@common/format';
import { REVIEWS_BEST_RATING } from '@/shared/config/constants';
import './trip-rating.css';

/** What a card or a detail may say of the trip's own reviews: a backend that keeps none leaves both out. */
export interface RatedTrip {
  rating?: number | null | undefined;
  reviews_count?: number | undefined;
}

interface TripRatingProps {
  trip: RatedTrip;
  /** Where the trip's reviews are on the same page; without one the rating is plain text. */
  href?: string | undefined;
  className?: string | undefined;
}

/**
 * '★ 4,8 · 12 отзывов', heard as 'Рейтинг 4,8 из 5, 12 отзывов'. Nothing at all without a rating:
 * a backend that keeps no reviews per trip, or a trip nobody has reviewed yet.
 */
export function TripRating({ trip, href, className }: TripRatingProps) {
  if (trip.rating == null) return null;
  const figure = formatRating(trip.rating);
  const count = trip.reviews_count ? pluralize(trip.reviews_count, REVIEW_FORMS) : null;
  const words = (
    <>
      <span aria-hidden="true">
        <span className="trip-rating__star">★</span> {figure}
        {count ? ` · ${count}` : null}
      </span>
      <span className="visually-hidden">
        {`Рейтинг ${figure} из ${REVIEWS_BEST_RATING}${count ? `, ${count}` : ''}`}
      </span>
    </>
  );
  return (
    <p className={className ? `trip-rating ${className}` : 'trip-rating'}>
      {href ? (
        <a className="tap-target trip-rating__link" href={href}>
          {words}
        </a>
      ) : (
        words
      )}
    </p>
  );
}
