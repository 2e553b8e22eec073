import { useId, useState, type FormEvent } from 'react';
import { formatPrice, PLACE_FORMS, pluralize, TOURIST_FORMS } from '@/shared/lib/format';
import {
  bookingTotal,
  buildCartEventBody,
  noTourists,
  touristTotal,
  type TouristsByCategory,
} from '@/shared/lib/cart-event';
import { TouristSteppers } from '@/shared/ui/forms/TouristSteppers';
import type { CartEventRequest, Price, TourEvent } from './api/types';
import { eventDates } from './event-dates';
import './tours.css';

interface TourBookingProps {
  events: readonly TourEvent[];
  prices: readonly Price[];
  /** The departure chosen at first (the event page's); else the nearest one with places. */
  initialEventId?: number | undefined;
  /** Sends the item to the cart (`PATCH /api/cart/tour/`), wired by the cart feature through the route. */
  onAddToCart?: ((body: CartEventRequest) => void) | undefined;
}

function firstBookable(events: readonly TourEvent[], preferred: number | undefined): number | null {
  const chosen = events.find((event) => event.id === preferred && event.places_left > 0);
  return (chosen ?? events.find((event) => event.places_left > 0))?.id ?? null;
}

/** Choose a departure and the tourists per age category; the total follows live. */
export function TourBooking({ events, prices, initialEventId, onAddToCart }: TourBookingProps) {
  const id = useId();
  const [eventId, setEventId] = useState(() => firstBookable(events, initialEventId));
  const [counts, setCounts] = useState<TouristsByCategory>(() => ({ ...noTourists(), vzroslyi: 1 }));
  const event = events.find((candidate) => candidate.id === eventId) ?? null;
  const placesLeft = event?.places_left ?? 0;
  const chosen = touristTotal(counts);
  const tooMany = event !== null && chosen > placesLeft;
  const total = bookingTotal(counts, prices);
  const bookable = events.some((candidate) => candidate.places_left > 0);

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (!event || chosen < 1 || tooMany) return;
    onAddToCart?.(buildCartEventBody(event.id, counts));
  }

  return (
    <form id="booking" className="booking-panel" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="booking-panel__title">
        Забронировать тур
      </h2>
      {!bookable ? (
        <p className="booking-panel__note">
          На ближайшие даты мест нет. Позвоните нам — подберём другой выезд.
        </p>
      ) : (
        <>
          <label className="booking-panel__field">
            <span className="booking-panel__label">Дата выезда</span>
            <select
              className="booking-panel__select"
              value={eventId ?? ''}
              onChange={(change) => setEventId(Number(change.target.value))}
            >
              {events.map((option) => (
                <option key={option.id} value={option.id} disabled={option.places_left < 1}>
                  {option.places_left > 0 ? eventDates(option) : `${eventDates(option)} (мест нет)`}
                </option>
              ))}
            </select>
            {event ? (
              <span
                className={
                  placesLeft <= 5
                    ? 'booking-panel__places booking-panel__places--few'
                    : 'booking-panel__places'
                }
              >
                Осталось {pluralize(placesLeft, PLACE_FORMS)}
              </span>
            ) : null}
          </label>
          <fieldset className="booking-panel__tourists">
            <legend className="booking-panel__label">Туристы</legend>
            <TouristSteppers prices={prices} counts={counts} placesLeft={placesLeft} onChange={setCounts} />
          </fieldset>
          <div className="booking-panel__summary">
            <p className="booking-panel__total">
              <span>Итого{chosen > 0 ? `, ${pluralize(chosen, TOURIST_FORMS)}` : ''}</span>
              <output className="booking-panel__sum" aria-live="polite">
                {formatPrice(total)}
              </output>
            </p>
            {tooMany ? (
              <p className="booking-panel__warning" role="alert">
                На эту дату осталось {pluralize(placesLeft, PLACE_FORMS)}.
              </p>
            ) : null}
            <button
              type="submit"
              className="button button--primary booking-panel__submit"
              disabled={!event || chosen < 1 || tooMany}
            >
              Добавить в корзину
            </button>
          </div>
        </>
      )}
    </form>
  );
}
