import { useId, useState } from 'react';
import { formatPrice, PLACE_FORMS, pluralize, TOURIST_FORMS } from '@/shared/lib/format';
import {
  bookingTotal,
  buildCartEventBody,
  noTourists,
  touristTotal,
  type TouristsByCategory,
} from '../trips/cart-event';
import type { AddToCartSlot } from '@/shared/api/cart-item';
import { TouristSteppers } from '../trips/TouristSteppers';
import type { Price, TourEvent } from '../api/types';
import { isBookable, unbookableReason } from './bookable';
import { eventDates } from './event-dates';
import './tours.css';

interface TourBookingProps {
  events: readonly TourEvent[];
  prices: readonly Price[];
  /**
   * The departure the page is about (an event page's): chosen at first when it can be booked,
   * else nothing is chosen. Without one, the nearest bookable departure is chosen.
   */
  initialEventId?: number | undefined;
  /** The cart's add button (features/cart, given by the route). */
  addToCart: AddToCartSlot;
}

/** Never a sold-out or past departure, and never another one in place of the page's own. */
function initialChoice(events: readonly TourEvent[], preferred: number | undefined): number | null {
  const candidates = preferred === undefined ? events : events.filter((event) => event.id === preferred);
  return candidates.find((event) => isBookable(event))?.id ?? null;
}

/** Choose a departure and the tourists per age category; the total follows live. */
export function TourBooking({ events, prices, initialEventId, addToCart: AddToCart }: TourBookingProps) {
  const id = useId();
  const [eventId, setEventId] = useState(() => initialChoice(events, initialEventId));
  const [counts, setCounts] = useState<TouristsByCategory>(() => ({ ...noTourists(), vzroslyi: 1 }));
  const event = events.find((candidate) => candidate.id === eventId && isBookable(candidate)) ?? null;
  const placesLeft = event?.places_left ?? 0;
  const chosen = touristTotal(counts);
  const tooMany = event !== null && chosen > placesLeft;
  const total = bookingTotal(counts, prices);
  const bookable = events.some((candidate) => isBookable(candidate));

  return (
    <form
      className="booking-panel"
      onSubmit={(submit) => submit.preventDefault()}
      aria-labelledby={`${id}-title`}
    >
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
            <AddToCart
              item={
                event && chosen > 0 && !tooMany
                  ? { part: 'tours', body: buildCartEventBody(event.id, counts) }
                  : null
              }
              className="booking-panel__submit"
            />
          </div>
        </>
      )}
    </form>
  );
}
