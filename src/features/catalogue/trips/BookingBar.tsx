import { useEffect, useState } from 'react';
import { FromPrice } from '@/shared/ui/FromPrice';
import './booking-bar.css';

interface BookingBarProps {
  /** An adult's fare. */
  roubles: number;
  /** The id of the page's booking form, which the button leads to. */
  target: string;
  action: string;
}

/** The bar's own height: the booking form counts as in view only above it. */
const BAR_HEIGHT_PX = 72;

/**
 * A phone's bar at the bottom of an excursion or tour page: the price and the way to book, in
 * reach however far the page is scrolled (wider screens have the booking column). While the
 * booking form itself is in view the bar steps aside, so it never covers what it points to.
 */
export function BookingBar({ roubles, target, action }: BookingBarProps) {
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
      <p className="booking-bar__price">
        <span>
          <FromPrice roubles={roubles} labelClassName="booking-bar__from" />
        </span>
        <span className="booking-bar__note" aria-hidden="true">
          за взрослого
        </span>
      </p>
      <a className="button button--primary booking-bar__action" href={`#${target}`}>
        {action}
      </a>
    </div>
  );
}
