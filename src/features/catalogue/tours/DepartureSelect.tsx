import { PLACE_FORMS, pluralize } from '@common/format';
import type { TourEvent } from '../api/types';
import { placesClassName, unbookableReason } from './bookable';
import { eventDates } from './event-dates';
import './tours.css';

interface DepartureSelectProps {
  events: readonly TourEvent[];
  eventId: number | null;
  /** The chosen departure while it can be booked: its places left are said under the list. */
  event: TourEvent | null;
  onChoose: (eventId: number) => void;
}

/** A tour's departures to book; a sold-out or past one is listed with its reason and cannot be chosen. */
export function DepartureSelect({ events, eventId, event, onChoose }: DepartureSelectProps) {
  return (
    <label className="tour-departure">
      <span className="tour-departure__label">Дата выезда</span>
      <select
        className="control-frame tour-departure__select"
        value={eventId ?? ''}
        onChange={(change) => onChoose(Number(change.target.value))}
      >
        {event ? null : (
          <option value="" disabled>
            Выберите дату
          </option>
        )}
        {events.map((option) => {
          const reason = unbookableReason(option);
          return (
            <option key={option.id} value={option.id} disabled={reason !== null}>
              {reason ? `${eventDates(option)} — ${reason.toLowerCase()}` : eventDates(option)}
            </option>
          );
        })}
      </select>
      {event ? (
        <span className={placesClassName(event)}>Осталось {pluralize(event.places_left, PLACE_FORMS)}</span>
      ) : null}
    </label>
  );
}
