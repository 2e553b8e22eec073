import { REVIEWS_BEST_RATING } from '@/shared/config/constants';
import './reviews.css';

interface RatingStarsProps {
  rating: number;
  size?: 'small' | 'large';
  /** What a screen reader hears; 'Оценка 4 из 5' unless told. */
  label?: string;
}

/** Five stars, `rating` of them filled (rounded). */
export function RatingStars({ rating, size = 'small', label }: RatingStarsProps) {
  const filled = Math.max(0, Math.min(REVIEWS_BEST_RATING, Math.round(rating)));
  return (
    <span
      className={`rating-stars rating-stars--${size}`}
      role="img"
      aria-label={label ?? `Оценка ${filled} из ${REVIEWS_BEST_RATING}`}
    >
      {Array.from({ length: REVIEWS_BEST_RATING }, (_, index) => (
        <span
          key={index}
          className={index < filled ? 'rating-stars__star rating-stars__star--on' : 'rating-stars__star'}
        >
          ★
        </span>
      ))}
    </span>
  );
}
