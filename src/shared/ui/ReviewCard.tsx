import { formatDate } from '@common/format';
import type { components } from '@contract/schema.gen';
import { typeset } from '@/shared/lib/typography';
import { RatingStars } from './RatingStars';
import './reviews.css';

/** One review: who and when, the stars, the words (the agency's reviews page and a trip's own). */
export function ReviewCard({ review }: { review: components['schemas']['Review'] }) {
  return (
    <article className="review">
      <header className="review__head">
        <span className="icon-box review__avatar" aria-hidden="true">
          {review.name.trim().charAt(0).toUpperCase()}
        </span>
        <span className="review__who">
          <span className="review__name">{review.name}</span>
          <time className="review__date" dateTime={review.created}>
            {formatDate(review.created)}
          </time>
        </span>
        <RatingStars rating={review.rating} />
      </header>
      <p className="review__text">{typeset(review.text)}</p>
    </article>
  );
}
