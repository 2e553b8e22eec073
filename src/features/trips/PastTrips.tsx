import { AppLink } from '@/shared/ui/AppLink';
import type { Trip } from './trip';
import { agencyWhen } from './trip-time';

/** 'Прошедшие': the trips that are over, newest first, folded away. */
export function PastTrips({ trips }: { trips: Trip[] }) {
  return (
    <details className="trips-past">
      <summary className="trips-past__summary">Прошедшие ({trips.length})</summary>
      <ul className="trips-past__list">
        {[...trips].reverse().map((trip) => (
          <li key={trip.key} className="trips-past__item">
            <AppLink href={trip.url} className="trips-past__title">
              {trip.title}
            </AppLink>
            <span className="trips-past__meta">
              {agencyWhen(trip)} · Заказ {trip.order.number}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
