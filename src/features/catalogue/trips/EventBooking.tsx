import { type ReactNode, useId, useState } from 'react';
import type { AddToCartSlot } from '@/shared/api/cart-item';
import { type CalendarDay, today } from '@/shared/lib/calendar-day';
import { BookingTerms, KindTerms } from '@/shared/ui/BookingTerms';
import { Calendar } from '@/shared/ui/forms/Calendar';
import { formatPrice, PLACE_FORMS, pluralize, TOURIST_FORMS } from '@common/format';
import type { Price } from '../api/types';
import {
  bookingTotal,
  buildCartEventBody,
  noTourists,
  touristTotal,
  type TouristsByCategory,
} from './cart-event';
import { BookingBar } from './BookingBar';
import { bookingDays, eventOfDay } from './booking-days';
import { nearestTo } from './nearest-events';
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
  /** The day picked on the calendar: the picker shows that day's events; null for all. */
  day: CalendarDay | null;
}

interface EventBookingProps<Event extends BookableEvent> {
  /** The form's heading and name: 'Расписание и запись', 'Забронировать тур'. */
  title: string;
  /** The part of the cart the event goes to. */
  part: 'excursions' | 'tours';
  events: readonly Event[];
  prices: readonly Price[];
  /**
   * The event chosen at first and the adults counted at first. Null unless the tourist chose it:
   * the page never picks a date for them.
   */
  initial: { eventId: number | null; adults: number };
  /** The day an event is on, for the calendar of free and sold-out days. */
  dayOf: (event: Event) => CalendarDay;
  /** How an event is named to the tourist: 'сб 05.12.2026, 10:00', '05.12.2026 — 07.12.2026'. */
  describe: (event: Event) => string;
  /** An event's start, sortable as text: the nearest others to one that is gone. */
  startOf: (event: Event) => string;
  /** What a chosen event is called in a notice when it is gone: 'Этот сеанс', 'Этот выезд'. */
  thisEvent: string;
  /** Why the button is off while no event is chosen: 'Выберите дату и время'. */
  choosePrompt: string;
  /** The phone's bar: an adult's fare and the id of the booking column it leads to. */
  bar: { roubles: number; target: string };
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

const ITEM_TYPE = { excursions: 'excursion', tours: 'tour' } as const;

/** How many other events a notice about a gone one offers. */
const NEAREST_OFFERED = 3;

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
  dayOf,
  describe,
  startOf,
  thisEvent,
  choosePrompt,
  bar,
  isBookable = everyEvent,
  picker,
  tooMany,
  noneBookable,
  className,
  addToCart: AddToCart,
}: EventBookingProps<Event>) {
  const id = useId();
  const [eventId, setEventId] = useState(initial.eventId);
  // What the tourist chose, as it was: when it is gone from a later answer (sold out, left, or
  // taken while offline), the notice can still name it.
  const [chosenEvent, setChosenEvent] = useState(
    () => events.find((candidate) => candidate.id === initial.eventId) ?? null,
  );
  const [counts, setCounts] = useState<TouristsByCategory>(() => ({
    ...noTourists(),
    vzroslyi: initial.adults,
  }));
  const [addedChoice, setAddedChoice] = useState<string | null>(null);
  // The day picked on the calendar: the picker shows its events. None at first: every event shows.
  const [day, setDay] = useState<CalendarDay | null>(null);
  const days = bookingDays(events, dayOf, isBookable);
  const dayList = [...days.keys()].sort();
  const firstOpen = dayList.find((candidate) => !days.get(candidate)?.soldOut);
  // Days gone by (a departed tour's) are out of reach, as in every calendar of the site.
  const now = today();
  const first = dayList[0] && dayList[0] > now ? dayList[0] : now;
  const bookable = events.filter((candidate) => isBookable(candidate));
  const event = bookable.find((candidate) => candidate.id === eventId) ?? null;
  const gone = eventId !== null && event === null ? chosenEvent : null;
  // Before an event is chosen the tourists can be counted up to the most places any event has.
  const placesLeft = event?.places_left ?? Math.max(0, ...bookable.map((candidate) => candidate.places_left));
  const chosen = touristTotal(counts);
  const overbooked = event !== null && chosen > placesLeft;
  const item =
    event && chosen > 0 && !overbooked ? { part, body: buildCartEventBody(event.id, counts) } : null;
  const choice = JSON.stringify(item);
  const inCart = item !== null && addedChoice === choice;
  const choose = (next: number) => {
    const found = events.find((candidate) => candidate.id === next) ?? null;
    setEventId(next);
    setChosenEvent(found);
    // A day picked on the calendar follows a choice from elsewhere (the notice's nearest ones); a
    // choice from the day's own list keeps it, and the list its focus.
    if (found && day !== null && dayOf(found) !== day) setDay(dayOf(found));
  };
  // A picked day with one open event chooses it; with several, the picker offers that day's.
  const pickDay = (picked: CalendarDay) => {
    setDay(picked);
    const only = eventOfDay(picked, events, dayOf, isBookable, eventId);
    if (only) choose(only.id);
    else if (event && dayOf(event) !== picked) setEventId(null);
  };
  // Why the button is off, said beside it: a grey button alone tells nothing.
  const missing =
    overbooked || gone ? null : !event ? choosePrompt : chosen === 0 ? 'Добавьте туристов' : null;

  return (
    <>
      <form
        className={className ? `stack panel booking ${className}` : 'stack panel booking'}
        onSubmit={(submit) => submit.preventDefault()}
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="booking__title">
          {title}
        </h2>
        {events.some((candidate) => isBookable(candidate)) ? (
          <>
            <div className="stack booking__calendar">
              <p className="booking__from">от {formatPrice(bar.roubles)} за взрослого</p>
              <Calendar
                labelledBy={`${id}-title`}
                selected={event ? dayOf(event) : day}
                min={first}
                max={dayList.at(-1)}
                available={days}
                inline={{ start: firstOpen ?? first }}
                onPick={pickDay}
              />
            </div>
            {picker({ eventId, event, choose, day })}
            {gone ? (
              <GoneNotice
                text={`${thisEvent} больше недоступен: ${describe(gone)}.`}
                others={nearestTo(gone, bookable, startOf).slice(0, NEAREST_OFFERED)}
                describe={describe}
                choose={choose}
              />
            ) : null}
            <fieldset className="stack booking__tourists">
              <legend className="booking__legend">Туристы</legend>
              <TouristSteppers prices={prices} counts={counts} placesLeft={placesLeft} onChange={setCounts} />
            </fieldset>
            <div className="stack booking__summary">
              <p className="sum-line booking__total">
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
              {event && chosen > 0 ? (
                <BookingTerms
                  items={[
                    {
                      type: ITEM_TYPE[part],
                      total: bookingTotal(counts, prices),
                      date_start: startOf(event).slice(0, 10),
                    },
                  ]}
                />
              ) : (
                <KindTerms type={ITEM_TYPE[part]} />
              )}
              {missing ? <p className="booking__missing">{missing}</p> : null}
              <AddToCart item={item} className="booking__submit" onAdded={() => setAddedChoice(choice)} />
            </div>
          </>
        ) : (
          <p className="booking__none">{noneBookable}</p>
        )}
      </form>
      <BookingBar
        roubles={bar.roubles}
        target={bar.target}
        chosen={
          event && item
            ? { what: describe(event), tourists: chosen, total: bookingTotal(counts, prices) }
            : null
        }
        inCart={inCart}
      />
    </>
  );
}

interface GoneNoticeProps<Event> {
  text: string;
  /** The nearest events still bookable, nearest first. */
  others: readonly Event[];
  describe: (event: Event) => string;
  choose: (eventId: number) => void;
}

/** Where the chosen event was: it is no longer there, and the nearest ones to choose instead. */
function GoneNotice<Event extends BookableEvent>({ text, others, describe, choose }: GoneNoticeProps<Event>) {
  return (
    <div className="stack callout booking__gone" role="alert">
      <p className="booking__gone-text">
        {text} {others.length > 0 ? 'Ближайшие свободные:' : 'Других свободных дат сейчас нет.'}
      </p>
      {others.length > 0 ? (
        <ul className="booking__gone-others">
          {others.map((other) => (
            <li key={other.id}>
              <button type="button" className="button button--ghost" onClick={() => choose(other.id)}>
                <span>
                  {describe(other)}
                  <span className="booking__gone-places">
                    {`, осталось ${pluralize(other.places_left, PLACE_FORMS)}`}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
