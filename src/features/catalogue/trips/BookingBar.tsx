import { useEffect, useState } from 'react';
import { formatPrice, pluralize, TOURIST_FORMS } from '@common/format';
import { AppLink } from '@/shared/ui/AppLink';
import { FromPrice } from '@/shared/ui/FromPrice';
import './booking-bar.css';

interface BookingBarProps {
  /** An adult's fare. */
  roubles: number;
  /** The id of the page's booking form, which the button leads to. */
  target: string;
  /** What the tourist has chosen, once it can go into the cart; null before. */
  chosen?: { what: string; tourists: number; total: number } | null;
  /** The choice is in the cart: the bar leads there. */
  inCart?: boolean;
}

/** The bar's own height: the booking form counts as in view only above it. */
const BAR_HEIGHT_PX = 72;

/**
 * A phone's bar at the bottom of an excursion or tour page, in reach however far the page is
 * scrolled (wider screens have the booking column). It follows the booking: the price and
 * 'Выбрать дату' at first, the choice and its total once made, and 'Перейти в корзину' once it is
 * in the cart. While the booking form itself is in view the bar steps aside, so it never covers
 * what it points to.
 */
export function BookingBar({ roubles, target, chosen = null, inCart = false }: BookingBarProps) {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const booking = document.getElementById(target);
    if (!booking || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setAway(entry?.isIntersecting ?? false), {
      rootMargin: `0px 0px -${BAR_HEIGHT_PX}px 0px`,
    });
    observer.observe(booking);
    return () => observer.disconnect();
  }, [target]);

  return (
    <div
      className={away ? 'booking-bar booking-bar--away' : 'booking-bar'}
      role="region"
      aria-label="Цена и запись"
      inert={away}
    >
      {chosen ? (
        <p className="booking-bar__price">
          <span className={inCart ? 'booking-bar__note booking-bar__done' : 'booking-bar__note'}>
            {inCart ? (
              <>
                <span aria-hidden="true">✓ </span>В корзине
              </>
            ) : (
              chosen.what
            )}
          </span>
          <span>
            {formatPrice(chosen.total)}
            <span className="visually-hidden">, {pluralize(chosen.tourists, TOURIST_FORMS)}</span>
          </span>
        </p>
      ) : (
        <p className="booking-bar__price">
          <span>
            <FromPrice roubles={roubles} labelClassName="booking-bar__from" />
          </span>
          <span className="booking-bar__note" aria-hidden="true">
            за взрослого
          </span>
        </p>
      )}
      {inCart ? (
        <AppLink className="button button--primary booking-bar__action" href="/cart/">
          Перейти в корзину
        </AppLink>
      ) : (
        <a className="button button--primary booking-bar__action" href={`#${target}`}>
          {chosen ? 'Продолжить' : 'Выбрать дату'}
        </a>
      )}
    </div>
  );
}
