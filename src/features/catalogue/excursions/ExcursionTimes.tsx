import { useEffect, useId, useRef, useState } from 'react';
import { formatDate, formatWeekday, PLACE_FORMS, pluralize } from '@common/format';
import type { ExcursionEvent } from '../api/types';
import './excursion-detail.css';

/** The nearest departures shown at first: the booking stays short beside the description. */
const FIRST_OPTIONS = 6;

interface ExcursionTimesProps {
  events: readonly ExcursionEvent[];
  eventId: number | null;
  onChoose: (eventId: number) => void;
}

/** An excursion's events to book, a date and time each, the nearest first; 'Показать все даты' the rest. */
export function ExcursionTimes({ events, eventId, onChoose }: ExcursionTimesProps) {
  const id = useId();
  const [showAll, setShowAll] = useState(events.length <= FIRST_OPTIONS);
  const shown = showAll ? events : events.slice(0, FIRST_OPTIONS);
  const firstMore = useRef<HTMLInputElement>(null);
  const [expanded, setExpanded] = useState(false);
  // Opened by the button, the list goes on where the button was: focus moves to the first new time.
  useEffect(() => {
    if (expanded) firstMore.current?.focus();
  }, [expanded]);

  return (
    <fieldset className="booking__events">
      <legend className="booking__legend">Дата и время</legend>
      <ul className="event-options">
        {shown.map((option, index) => (
          <li key={option.id}>
            <label className="choice event-option">
              <input
                ref={index === FIRST_OPTIONS ? firstMore : undefined}
                type="radio"
                name={`${id}-event`}
                value={option.id}
                checked={option.id === eventId}
                onChange={() => onChoose(option.id)}
              />
              <span className="event-option__date">
                <span className="event-option__weekday">{formatWeekday(option.date)}</span>{' '}
                {formatDate(option.date)}
              </span>
              <span className="event-option__time">{option.time}</span>
              <span className="event-option__places">
                осталось {pluralize(option.places_left, PLACE_FORMS)}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {showAll ? null : (
        <button
          type="button"
          className="button button--ghost event-options__more"
          onClick={() => {
            setShowAll(true);
            setExpanded(true);
          }}
        >
          Показать все даты ({events.length})
        </button>
      )}
    </fieldset>
  );
}
