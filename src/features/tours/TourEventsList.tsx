import { Link } from '@tanstack/react-router';
import { PLACE_FORMS, pluralize } from '@/shared/lib/format';
import type { TourEvent } from './api/types';
import { eventDates } from './event-dates';
import './tours.css';

interface TourEventsListProps {
  events: readonly TourEvent[];
  /** The tour's path under /tours/ (`group/tour`), for the event pages. */
  tourPath: string;
  /** The event the page is about, marked as current. */
  currentId?: number | undefined;
}

/** The tour's departures with the places left, each a link to its event page. */
export function TourEventsList({ events, tourPath, currentId }: TourEventsListProps) {
  return (
    <section className="tour-section" aria-labelledby="tour-events">
      <h2 id="tour-events" className="tour-section__title">
        Даты выездов
      </h2>
      {events.length === 0 ? (
        <p className="tour-section__empty">Ближайших выездов нет — позвоните нам, и мы предложим даты.</p>
      ) : (
        <ul className="tour-events">
          {events.map((event) => (
            <li key={event.id}>
              <Link
                to="/tours/events/$/"
                params={{ _splat: tourPath }}
                search={{ event: event.id }}
                className="tour-events__link"
                aria-current={event.id === currentId ? 'page' : undefined}
              >
                <span className="tour-events__dates">{eventDates(event)}</span>
                <span
                  className={
                    event.places_left <= 5
                      ? 'tour-events__places tour-events__places--few'
                      : 'tour-events__places'
                  }
                >
                  {event.places_left > 0
                    ? `осталось ${pluralize(event.places_left, PLACE_FORMS)}`
                    : 'мест нет'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
