import { formatPrice } from '@common/format';
import { FavouriteToggle } from '@/shared/favourites/FavouriteToggle';
import { AppLink } from '@/shared/ui/AppLink';
import type { HotelCard as Card } from '../api/types';
import type { HotelSearch } from '../search-params';
import { CatalogueImage } from '../ui/CatalogueImage';
import { CARD_SIZES } from '@/shared/lib/picture';
import { Stars } from './Stars';
import { forNights, stayNights } from './stay';
import '@/shared/ui/styles/cards.css';
import { typeset } from '@/shared/lib/typography';
import '../ui/catalogue.css';
import './hotels.css';

export function HotelCard({
  hotel,
  search,
  eager = false,
}: {
  hotel: Card;
  search: HotelSearch;
  eager?: boolean;
}) {
  return (
    <article className="card catalogue-card">
      <CatalogueImage src={hotel.image} alt="" sizes={CARD_SIZES} eager={eager} />
      <FavouriteToggle kind="hotel" of={hotel} />
      <div className="card__body">
        <Stars count={hotel.stars} />
        <h2 className="catalogue-card__title">
          <AppLink href={hotel.url} search={search} className="card__link">
            {typeset(hotel.title)}
          </AppLink>
        </h2>
        <p className="hotel-card__place">
          {hotel.city} · {hotel.address}
        </p>
        <p className="catalogue-card__text">{typeset(hotel.short_description)}</p>
        <p className="card__price">
          <span className="card__price-label">от</span> {formatPrice(hotel.price_from)}{' '}
          <span className="card__price-label">за ночь</span>
          <span className="catalogue-card__price-note">
            {formatPrice(hotel.total_from)} {forNights(stayNights(search))}
          </span>
        </p>
      </div>
    </article>
  );
}
