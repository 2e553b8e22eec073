import { type ReactNode, useId, useState } from 'react';
import type { AddToCartSlot } from '@/shared/api/cart-item';
import { formatPrice, PLACE_FORMS, pluralize, TOURIST_FORMS } from '@/shared/lib/format';
import type { Price } from '../api/types';
import {
  bookingTotal,
  buildCartEventBody,
  noTourists,
  touristTotal,
  type TouristsByCategory,
} from './cart-event';
import { TouristSteppers } from './TouristSteppers';
import './booking.css';

/** What an excursion event and a tour event share for booking. */
interface BookableEvent {
  id: number;
  places_left: number;
}

/** The chosen event, for the page's own way of choosing it. */
export interface EventChoice<Event extends BookableEvent> {
  eventId: number | null;
  /** The chosen event while it can be booked; null otherwise. */
  event: Event | null;
  choose: (eventId: number) => void;
}

interface EventBookingProps<Event extends BookableEvent> {
  /** The form's heading and name: 'Расписание и запись', 'Забронировать тур'. */
  title: string;
  /** The part of the cart the event goes to. */
  part: 'excursions' | 'tours';
  events: readonly Event[];
  prices: readonly Price[];
  /** The event chosen at first (null: none) and the adults counted at first. */
  initial: { eventId: number | null; adults: number };
  /** Whether an event can be booked; every event offered can unless told. */
  isBookable?: (event: Event) => boolean;
  /** How the event is chosen: an excursion's times, a tour's departures. */
  picker: (choice: EventChoice<Event>) => ReactNode;
  /** The warning when more tourists are chosen than places are left: `(3 места) → '…'`. */
  tooMany: (places: string) => string;
  /** Said in place of the form when no event can be booked. */
  noneBookable?: string;
  /** A look of its own beside `booking`. */
  className?: string;
  addToCart: AddToCartSlot;
}

const everyEvent = () => true;

/**
 * The booking of a dated trip (an excursion's event, a tour's departure): choose the event and the
 * tourists per age category; the total follows live, and the cart's button adds the choice.
 */
export function EventBooking<Event extends BookableEvent>({
  title,
  part,
  events,
  prices,
  initial,
  isBookable = everyEvent,
  picker,
  tooMany,
  noneBookable,
  className,
  addToCart: AddToCart,
}: EventBookingProps<Event>) {
  const id = useId();
  const [eventId, setEventId] = useState(initial.eventId);
  const [counts, setCounts] = useState<TouristsByCategory>(() => ({
    ...noTourists(),
    vzroslyi: initial.adults,
  }));
  const event = events.find((candidate) => candidate.id === eventId && isBookable(candidate)) ?? null;
  const placesLeft = event?.places_left ?? 0;
  const chosen = touristTotal(counts);
  const overbooked = event !== null && chosen > placesLeft;
  const item =
    event && chosen > 0 && !overbooked ? { part, body: buildCartEventBody(event.id, counts) } : null;

  return (
    <form
      className={className ? `booking ${className}` : 'booking'}
      onSubmit={(submit) => submit.preventDefault()}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="booking__title">
        {title}
      </h2>
      {events.some((candidate) => isBookable(candidate)) ? (
        <>
          {picker({ eventId, event, choose: setEventId })}
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
                {formatPrice(bookingTotal(counts, prices))}
              </output>
            </p>
            {overbooked ? (
              <p className="booking__note" role="alert">
                {tooMany(pluralize(placesLeft, PLACE_FORMS))}
              </p>
            ) : null}
            <AddToCart item={item} className="booking__submit" />
          </div>
        </>
      ) : (
        <p className="booking__none">{noneBookable}</p>
      )}
    </form>
  );
}
