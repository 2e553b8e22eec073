import { useEffect, useId, useRef, useState } from 'react';
import {
  formatDate,
  formatPrice,
  formatWeekday,
  PLACE_FORMS,
  pluralize,
  TOURIST_FORMS,
} from '@/shared/lib/format';
import {
  bookingTotal,
  buildCartEventBody,
  noTourists,
  touristTotal,
  type TouristsByCategory,
} from '../trips/cart-event';
import type { AddToCartSlot } from '@/shared/api/cart-item';
import { TouristSteppers } from '../trips/TouristSteppers';
import type { ExcursionEvent, Price } from '../api/types';
import './excursion-detail.css';

interface ExcursionBookingProps {
  events: readonly ExcursionEvent[];
  prices: readonly Price[];
  /** Tourists of the search: the first guess for adults. */
  tourists: number;
  /** The cart's add button (features/cart, given by the route). */
  addToCart: AddToCartSlot;
}

/** The nearest departures shown at first: the widget stays short beside the description. */
const FIRST_OPTIONS = 6;

/** Choose an event and tourists per age category; the total follows live. */
export function ExcursionBooking({ events, prices, tourists, addToCart: AddToCart }: ExcursionBookingProps) {
  const id = useId();
  const [eventId, setEventId] = useState<number | null>(events[0]?.id ?? null);
  const event = events.find((candidate) => candidate.id === eventId) ?? null;
  const [counts, setCounts] = useState<TouristsByCategory>(() => ({
    ...noTourists(),
    vzroslyi: Math.min(tourists, events[0]?.places_left ?? tourists),
  }));
  const chosen = touristTotal(counts);
  const placesLeft = event?.places_left ?? 0;
  const total = bookingTotal(counts, prices);
  const tooMany = event !== null && chosen > placesLeft;
  const [showAll, setShowAll] = useState(events.length <= FIRST_OPTIONS);
  const shown = showAll ? events : events.slice(0, FIRST_OPTIONS);
  const firstMore = useRef<HTMLInputElement>(null);
  const [expanded, setExpanded] = useState(false);
  // Opened by the button, the list goes on where the button was: focus moves to the first new time.
  useEffect(() => {
    if (expanded) firstMore.current?.focus();
  }, [expanded]);

  return (
    <form className="booking" onSubmit={(submit) => submit.preventDefault()} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="booking__title">
        Расписание и запись
      </h2>
      <fieldset className="booking__events">
        <legend className="booking__legend">Дата и время</legend>
        <ul className="event-options">
          {shown.map((option, index) => (
            <li key={option.id}>
              <label className="event-option">
                <input
                  ref={index === FIRST_OPTIONS ? firstMore : undefined}
                  type="radio"
                  name={`${id}-event`}
                  value={option.id}
                  checked={option.id === eventId}
                  onChange={() => setEventId(option.id)}
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
      <fieldset className="booking__tourists">
        <legend className="booking__legend">Туристы</legend>
        <TouristSteppers prices={prices} counts={counts} placesLeft={placesLeft} onChange={setCounts} />
      </fieldset>
      <div className="booking__summary">
        <p className="booking__total">
          <span className="booking__total-label">
            Итого{chosen > 0 ? `, ${pluralize(chosen, TOURIST_FORMS)}` : ''}
          </span>
          <output className="booking__total-value" aria-live="polite">
            {formatPrice(total)}
          </output>
        </p>
        {tooMany ? (
          <p className="booking__note" role="alert">
            На это время осталось {pluralize(placesLeft, PLACE_FORMS)}.
          </p>
        ) : null}
        <AddToCart
          item={
            event && chosen > 0 && !tooMany
              ? { part: 'excursions', body: buildCartEventBody(event.id, counts) }
              : null
          }
          className="booking__submit"
        />
      </div>
    </form>
  );
}
