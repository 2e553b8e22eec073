import type { AddToCartSlot } from '@/shared/api/cart-item';
import { Link } from '@tanstack/react-router';
import { PLACE_FORMS, pluralize } from '@common/format';
import { AppLink } from '@/shared/ui/AppLink';
import { Breadcrumbs, HOME_CRUMB, type Crumb } from '@/shared/ui/Breadcrumbs';
import { FavouriteToggle } from '@/shared/favourites/FavouriteToggle';
import { PageHeading } from '@/shared/ui/PageHeading';
import { RichText } from '@/shared/ui/RichText';
import { adultFare } from '@/shared/lib/adult-fare';
import { meetingWords } from '@common/order-words';
import { Facts } from '@/shared/ui/Facts';
import { MapLinks } from '@/shared/ui/MapLinks';
import { FromPrice } from '@/shared/ui/FromPrice';
import type { TourDetail } from '../api/types';
import { TripRating } from '../ui/TripRating';
import { TripReviews, tripReviewsHref } from '../ui/TripReviews';
import { EventBooking } from '../trips/EventBooking';
import { PlacesAsOf } from '../trips/PlacesAsOf';
import { initialDeparture, isBookable, unbookableReason } from './bookable';
import { DepartureSelect } from './DepartureSelect';
import { tourDuration } from './duration';
import { eventDates } from './event-dates';
import { TourEventsList } from './TourEventsList';
import { TourGallery } from './TourGallery';
import { TourPrices } from './TourPrices';
import { TourProgram } from './TourProgram';
import { TourHotels, TourLocations } from './TourStay';
import { tourPathOf } from './tour-paths';
import './tours.css';

/** The booking column: the phone's booking bar leads there. */
const BOOKING_ID = 'tour-booking';

/** How many other departures a sold-out event page offers. */
const NEAREST_OFFERED = 3;

interface TourDetailViewProps {
  tour: TourDetail;
  /** On an event page (`/tours/events/…?event=`): the departure the page is about. */
  eventId?: number | undefined;
  /** Set for an event page, even when its `event` is missing or gone. */
  eventPage?: boolean;
  /** The cart's add button (features/cart, given by the route). */
  addToCart: AddToCartSlot;
}

/** A tour page, or one departure's page: pictures, facts, program, prices, dates, hotels, places, booking. */
export function TourDetailView({ tour, eventId, eventPage = false, addToCart }: TourDetailViewProps) {
  const tourPath = tourPathOf(tour.url);
  const bookable = tour.events.filter((candidate) => isBookable(candidate));
  const nearest = bookable[0];
  // An event page without a choice shows the nearest bookable departure; a choice that is gone
  // gets a notice.
  const event = !eventPage
    ? undefined
    : eventId === undefined
      ? (nearest ?? tour.events[0])
      : tour.events.find((candidate) => candidate.id === eventId);
  const eventGone = eventPage && eventId !== undefined && !event;
  // An event page for a departure that cannot be booked says so and offers the nearest ones.
  const unbookable = eventPage && event ? unbookableReason(event) : null;
  // The departure shown (or the nearest) says when the group meets; the tour says where.
  const meeting = meetingWords((event ?? nearest)?.time, tour.meeting_point);
  const crumbs: Crumb[] = [
    HOME_CRUMB,
    { title: 'Туры', href: '/tours/' },
    { title: tour.group.title, href: tour.group.url },
  ];
  if (eventPage) crumbs.push({ title: tour.title, href: tour.url });

  return (
    <article className="tour-page">
      <Breadcrumbs items={crumbs} />
      <PageHeading
        title={tour.title}
        seo={tour.seo}
        action={<FavouriteToggle kind="tour" of={tour} placement="page" />}
      />
      <TripRating trip={tour} href={tripReviewsHref(tour)} className="trip-rating--page" />
      {eventGone ? (
        <p className="callout tour-notice" role="status">
          Этот выезд уже прошёл или снят с продажи. Выберите другую дату ниже.
        </p>
      ) : null}
      {unbookable ? (
        <div className="callout tour-notice" role="status">
          <p className="tour-notice__text">
            {unbookable === 'Мест нет' ? 'На этот выезд мест нет.' : 'Этот выезд уже прошёл.'}{' '}
            {bookable.length > 0
              ? 'Ближайшие выезды с местами:'
              : 'Других выездов с местами пока нет — позвоните нам, и мы предложим даты.'}
          </p>
          {bookable.length > 0 ? (
            <ul className="tour-notice__events">
              {bookable.slice(0, NEAREST_OFFERED).map((option) => (
                <li key={option.id}>
                  <Link to="/tours/events/$/" params={{ _splat: tourPath }} search={{ event: option.id }}>
                    {eventDates(option)}
                  </Link>
                  {`, осталось ${pluralize(option.places_left, PLACE_FORMS)}`}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {/* On a phone the page reads as a tourist decides: picture, what it is, then booking, then details. */}
      <div className="detail-layout tour-layout">
        <div className="detail-layout__media tour-layout__intro">
          <TourGallery images={tour.images.length > 0 ? tour.images : [tour.image]} title={tour.title} />
          <Facts
            items={[
              ...(eventPage && event
                ? [
                    { label: 'Выезд', value: eventDates(event), wide: true },
                    {
                      label: 'Свободно',
                      value: event.places_left > 0 ? pluralize(event.places_left, PLACE_FORMS) : 'Мест нет',
                    },
                  ]
                : nearest
                  ? [{ label: 'Ближайший выезд', value: eventDates(nearest), wide: true }]
                  : []),
              ...(meeting
                ? [
                    {
                      label: 'Сбор в первый день',
                      value: meeting,
                      after: <MapLinks place={tour.meeting_point} />,
                      wide: true,
                    },
                  ]
                : []),
              { label: 'Длительность', value: tourDuration(tour.days, tour.nights) },
              { label: 'Цена', value: <FromPrice roubles={adultFare(tour)} /> },
            ]}
          />
          {tour.description ? <RichText html={tour.description} className="tour-description" /> : null}
          {eventPage ? (
            <p className="tour-more">
              <AppLink href={tour.url}>Программа тура и все даты</AppLink>
            </p>
          ) : null}
        </div>
        <aside id={BOOKING_ID} className="tour-layout__aside" aria-label="Бронирование">
          <EventBooking
            key={event?.id ?? eventId ?? 'tour'}
            title="Забронировать тур"
            part="tours"
            className="booking--tour"
            events={tour.events}
            prices={tour.prices}
            initial={{ eventId: initialDeparture(tour.events, eventId), adults: 1 }}
            dayOf={(departure) => departure.date_start}
            describe={eventDates}
            startOf={(departure) => departure.date_start}
            thisEvent="Этот выезд"
            choosePrompt="Выберите дату выезда"
            bar={{ roubles: adultFare(tour), target: BOOKING_ID }}
            isBookable={isBookable}
            picker={(choice) => (
              <>
                <PlacesAsOf />
                <DepartureSelect
                  events={tour.events}
                  eventId={choice.eventId}
                  event={choice.event}
                  onChoose={choice.choose}
                />
              </>
            )}
            tooMany={(places) => `На эту дату осталось ${places}.`}
            noneBookable="На ближайшие даты мест нет. Позвоните нам — подберём другой выезд."
            addToCart={addToCart}
          />
        </aside>
        <div className="detail-layout__info tour-layout__details">
          {/* The booking widget carries each category's price; without a departure to book, this says them. */}
          {bookable.length === 0 ? <TourPrices prices={tour.prices} /> : null}
          {!eventPage ? <TourProgram days={tour.program} /> : null}
          {tour.included.length > 0 ? (
            <section className="tour-section" aria-labelledby="tour-included">
              <h2 id="tour-included" className="tour-section__title">
                В стоимость входит
              </h2>
              <ul className="tour-included">
                {tour.included.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <TourEventsList events={tour.events} tourPath={tourPath} currentId={event?.id} />
          <TourHotels hotels={tour.hotels} />
          <TourLocations locations={tour.locations} />
          <TripReviews trip={tour} titleClassName="tour-section__title" />
        </div>
      </div>
    </article>
  );
}
