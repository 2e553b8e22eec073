import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
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
} from '@/shared/lib/cart-event';
import { type AddToCart, CartAddButton, useCartAdd } from '@/shared/ui/CartAddButton';
import { TouristSteppers } from '@/shared/ui/forms/TouristSteppers';
import type { CartEventRequest, ExcursionEvent, Price } from '../api/types';
import './excursion-detail.css';

interface ExcursionBookingProps {
  events: readonly ExcursionEvent[];
  prices: readonly Price[];
  /** Tourists of the search: the first guess for adults. */
  tourists: number;
  /** Sends the item to the cart (wired by the cart feature through the route). */
  onAddToCart: AddToCart<CartEventRequest>;
}

/** The nearest departures shown at first: the widget stays short beside the description. */
const FIRST_OPTIONS = 6;

/** Choose an event and tourists per age category; the total follows live. */
export function ExcursionBooking({ events, prices, tourists, onAddToCart }: ExcursionBookingProps) {
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
  const cartAdd = useCartAdd(`${eventId}:${JSON.stringify(counts)}`);
  const firstMore = useRef<HTMLInputElement>(null);
  const [expanded, setExpanded] = useState(false);
  // Opened by the button, the list goes on where the button was: focus moves to the first new time.
  useEffect(() => {
    if (expanded) firstMore.current?.focus();
  }, [expanded]);

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (!event || chosen < 1 || tooMany) return;
    const body = buildCartEventBody(event.id, counts);
    void cartAdd.add(() => onAddToCart(body));
  }

  return (
    <form className="booking" onSubmit={submit} aria-labelledby={`${id}-title`}>
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
        <CartAddButton
          status={cartAdd.status}
          className="booking__submit"
          disabled={!event || chosen < 1 || tooMany}
        />
      </div>
    </form>
  );
}
