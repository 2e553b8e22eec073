import { DATE_FORMS, pluralize } from '@common/format';
import { FavouriteToggle } from '@/shared/favourites/FavouriteToggle';
import { AppLink } from '@/shared/ui/AppLink';
import '@/shared/ui/styles/cards.css';
import { typeset } from '@/shared/lib/typography';
import type { TourCard as TourCardData } from '../api/types';
import { isBookable } from './bookable';
import { tourDuration } from './duration';
import { eventDates } from './event-dates';
import './tours.css';
import { CardPrice } from '../ui/CardPrice';
import { TripRating } from '../ui/TripRating';
import { KindTerms } from '@/shared/ui/BookingTerms';

/** A tour in a list: picture, duration, the nearest departure and the lowest price. */
interface TourCardProps {
  tour: TourCardData;
  eager?: boolean;
  /** The card's heading follows the page outline: h2 under the page's h1, h3 under a group's h2. */
  headingLevel?: 2 | 3;
}

export function TourCard({ tour, eager = false, headingLevel = 3 }: TourCardProps) {
  const [nearest, ...later] = tour.events.filter((event) => isBookable(event));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card card--lift tour-card">
      <img
        className="card__image"
        src={tour.image}
        width={420}
        height={280}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
      <FavouriteToggle kind="tour" of={tour} />
      <div className="card__body">
        <p className="tour-card__duration">{tourDuration(tour.days, tour.nights)}</p>
        <Heading className="tour-card__title">
          <AppLink href={tour.url} className="card__link tour-card__link">
            {typeset(tour.title)}
          </AppLink>
        </Heading>
        <TripRating trip={tour} />
        <p className="tour-card__text">{typeset(tour.short_description)}</p>
        <p className="tour-card__dates">
          {nearest ? (
            <>
              Ближайший выезд: <strong>{eventDates(nearest)}</strong>
              {later.length > 0 ? (
                <>
                  {' '}
                  <span className="tour-card__more">· ещё {pluralize(later.length, DATE_FORMS)}</span>
                </>
              ) : null}
            </>
          ) : (
            'Даты уточняйте у менеджера'
          )}
        </p>
        <CardPrice trip={tour} />
        <KindTerms type="tour" className="card__terms" />
      </div>
    </article>
  );
}
