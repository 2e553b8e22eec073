import { formatDate, formatWeekday } from '@common/format';
import { FavouriteToggle } from '@/shared/favourites/FavouriteToggle';
import { AppLink } from '@/shared/ui/AppLink';
import type { ExcursionCard as Card } from '../api/types';
import type { ExcursionSearch } from '../search-params';
import { CatalogueImage } from '../ui/CatalogueImage';
import { CARD_SIZES } from '@/shared/lib/picture';
import { nearestDates } from './nearest-dates';
import { upcoming } from './upcoming';
import { useAgencyNow } from '@/shared/lib/use-agency-now';
import '@/shared/ui/styles/cards.css';
import { typeset } from '@/shared/lib/typography';
import '../ui/catalogue.css';
import { CardPrice } from '../ui/CardPrice';
import { TripRating } from '../ui/TripRating';
import { KindTerms } from '@/shared/ui/BookingTerms';

export function ExcursionCard({
  excursion,
  search,
  eager = false,
  headingLevel = 3,
}: {
  excursion: Card;
  search: ExcursionSearch;
  eager?: boolean;
  /** 2 where the cards sit right under the page's h1, 3 under a group's h2. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card catalogue-card">
      <CatalogueImage src={excursion.image} alt="" sizes={CARD_SIZES} eager={eager} />
      <FavouriteToggle kind="excursion" of={excursion} />
      <div className="card__body">
        <Heading className="catalogue-card__title">
          <AppLink href={excursion.url} search={search} className="card__link">
            {typeset(excursion.title)}
          </AppLink>
        </Heading>
        <TripRating trip={excursion} />
        <p className="catalogue-card__text">{typeset(excursion.short_description)}</p>
        <p className="catalogue-card__meta">
          <span>{excursion.duration_display}</span>
        </p>
        <NearestDates events={excursion.events} />
        <CardPrice trip={excursion} />
        <KindTerms type="excursion" className="card__terms" />
      </div>
    </article>
  );
}

/**
 * The card's nearest dates, the one part of it that reads the agency's clock. The clock is unknown
 * while the page hydrates and known right after, when what reads it renders again at once and in
 * one block: only these chips, not every card's link, picture and ♡ (docs/decisions/044).
 */
function NearestDates({ events }: { events: Card['events'] }) {
  const { dates, more } = nearestDates(upcoming(events, useAgencyNow()));
  return (
    <div className="catalogue-card__dates">
      <span className="visually-hidden">Ближайшие даты:</span>
      <ul className="date-chips">
        {dates.map((date) => (
          <li key={date} className="date-chip">
            {formatWeekday(date)}, {formatDate(date)}
          </li>
        ))}
        {more > 0 ? <li className="date-chip date-chip--more">ещё {more}</li> : null}
      </ul>
    </div>
  );
}
