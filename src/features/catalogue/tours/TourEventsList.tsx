import { Link } from '@tanstack/react-router';
import { PLACE_FORMS, pluralize } from '@common/format';
import type { TourEvent } from '../api/types';
import { placesClassName, unbookableReason } from './bookable';
import { eventDates } from './event-dates';
import { PlacesAsOf } from '../trips/PlacesAsOf';
import { TourSection } from './TourSection';
import './tours.css';

interface TourEventsListProps {
  events: readonly TourEvent[];
  /** The tour's path under /tours/ (`group/tour`), for the event pages. */
  tourPath: string;
  /** The event the page is about, marked as current. */
  currentId?: number | undefined;
}

/**
 * The tour's departures with the places left, each a link to its event page; a sold-out or past
 * one is shown greyed out with the reason and is no link (nothing there can be booked).
 */
export function TourEventsList({ events, tourPath, currentId }: TourEventsListProps) {
  return (
    <TourSection id="tour-events" title="Даты выездов">
      {events.length === 0 ? (
        <p className="tour-section__empty">Ближайших выездов нет — позвоните нам, и мы предложим даты.</p>
      ) : (
        <>
          <PlacesAsOf />
          <ul className="tour-events">
            {events.map((event) => {
              const reason = unbookableReason(event);
              const places = (
                <>
                  <span className="tour-events__dates">{eventDates(event)}</span>
                  <span className={placesClassName(event)}>
                    {reason ?? `осталось ${pluralize(event.places_left, PLACE_FORMS)}`}
                  </span>
                </>
              );
              return (
                <li key={event.id}>
                  {reason ? (
                    <span
                      className="tour-events__link tour-events__link--off"
                      aria-current={event.id === currentId ? 'page' : undefined}
                    >
                      {places}
                    </span>
                  ) : (
                    <Link
                      to="/tours/events/$/"
                      params={{ _splat: tourPath }}
                      search={{ event: event.id }}
                      className="tour-events__link"
                      aria-current={event.id === currentId ? 'page' : undefined}
                    >
                      {places}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </TourSection>
  );
}
