import { FromPrice } from './FromPrice';

interface BookingBarProps {
  /** An adult's fare. */
  roubles: number;
  /** The id of the page's booking form, which the button leads to. */
  target: string;
  action: string;
}

/**
 * A phone's bar at the bottom of an excursion or tour page: the price and the way to book,
 * always in reach however far the page is scrolled (wider screens have the booking column).
 */
export function BookingBar({ roubles, target, action }: BookingBarProps) {
  return (
    <div className="booking-bar" role="region" aria-label="Цена и запись">
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
