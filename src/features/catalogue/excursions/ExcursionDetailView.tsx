import type { AddToCartSlot } from '@/shared/api/cart-item';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adultFare } from '@/shared/lib/adult-fare';
import { Facts } from '@/shared/ui/Facts';
import { MapLinks } from '@/shared/ui/MapLinks';
import { FromPrice } from '@/shared/ui/FromPrice';
import { FavouriteToggle } from '@/shared/favourites/FavouriteToggle';
import { PageHeading } from '@/shared/ui/PageHeading';
import { RichText } from '@/shared/ui/RichText';
import { excursionQueryOptions } from '../api/get-excursion';
import type { ExcursionSearch } from '../search-params';
import { Breadcrumbs, HOME_CRUMB, type Crumb } from '@/shared/ui/Breadcrumbs';
import { Gallery } from '../ui/Gallery';
import { TripRating } from '../ui/TripRating';
import { TripReviews, tripReviewsHref } from '../ui/TripReviews';
import { BookingBar } from '../trips/BookingBar';
import { EventBooking } from '../trips/EventBooking';
import { PlacesAsOf } from '../trips/PlacesAsOf';
import { ExcursionEmpty } from './ExcursionEmpty';
import { ExcursionTimes } from './ExcursionTimes';
import { initialSession, sessionName, sessionStart } from './initial-session';
import { upcoming } from './upcoming';
import { useAgencyNow } from '@/shared/lib/use-agency-now';
import './excursion-detail.css';

/** The booking column: the phone's booking bar leads there. */
const BOOKING_ID = 'booking';

interface ExcursionDetailViewProps {
  path: string;
  search: ExcursionSearch;
  /** Crumbs above the group's own crumb. */
  crumbs: readonly Crumb[];
  /** The dates form, given the days that have departures (its calendars mark them). */
  form: (markedDays: ReadonlySet<string>) => ReactNode;
  /** The cart's add button (features/cart, given by the route). */
  addToCart: AddToCartSlot;
}

export function ExcursionDetailView({ path, search, crumbs, form, addToCart }: ExcursionDetailViewProps) {
  const { data: excursion } = useSuspenseQuery(excursionQueryOptions(path, search));
  const events = upcoming(excursion.events, useAgencyNow());
  return (
    <>
      <Breadcrumbs
        items={[HOME_CRUMB, ...crumbs, { title: excursion.group.title, href: excursion.group.url, search }]}
      />
      <PageHeading
        title={excursion.title}
        seo={excursion.seo}
        action={<FavouriteToggle kind="excursion" of={excursion} placement="page" />}
      />
      <TripRating trip={excursion} href={tripReviewsHref(excursion)} className="trip-rating--page" />
      <div className="detail-layout">
        <div className="detail-layout__media">
          <Gallery
            images={excursion.images.length ? excursion.images : [excursion.image]}
            title={excursion.title}
          />
          <Facts
            items={[
              { label: 'Длительность', value: excursion.duration_display },
              { label: 'Цена', value: <FromPrice roubles={adultFare(excursion)} /> },
              {
                label: 'Место встречи',
                value: excursion.meeting_point,
                sub: excursion.location.address || undefined,
                // As the order's trip card has it: these words, the place's address and coordinates.
                after: (
                  <MapLinks
                    place={{
                      text: excursion.meeting_point,
                      address: excursion.location.address,
                      latitude: excursion.location.latitude,
                      longitude: excursion.location.longitude,
                    }}
                  />
                ),
                wide: true,
              },
            ]}
          />
        </div>
        {/* On a phone the page reads as a tourist decides: picture and facts, what it is, then booking. */}
        <div className="detail-layout__info">
          <section className="excursion-detail__description" aria-labelledby="about-title">
            <h2 id="about-title" className="section-title">
              Об экскурсии
            </h2>
            <RichText html={excursion.description} />
          </section>
          <TripReviews trip={excursion} titleClassName="section-title" />
        </div>
        <aside
          id={BOOKING_ID}
          className="detail-layout__aside excursion-detail__aside"
          aria-label="Запись на экскурсию"
        >
          {form(new Set(events.map((event) => event.date)))}
          {events.length > 0 ? (
            <EventBooking
              key={`${excursion.id}-${search.date_from}-${search.date_to}-${search.tourists}`}
              title="Расписание и запись"
              part="excursions"
              events={events}
              prices={excursion.prices}
              // The search's tourists are the first guess for adults (the API lists only sessions with room for them).
              initial={{ eventId: initialSession(events, search), adults: search.tourists }}
              dayOf={(session) => session.date}
              describe={sessionName}
              startOf={sessionStart}
              thisEvent="Этот сеанс"
              choosePrompt="Выберите дату и время"
              bar={{ roubles: adultFare(excursion), target: BOOKING_ID }}
              picker={({ eventId, choose, day }) => (
                <>
                  <PlacesAsOf />
                  <ExcursionTimes
                    key={day}
                    events={day ? events.filter((session) => session.date === day) : events}
                    eventId={eventId}
                    onChoose={choose}
                  />
                </>
              )}
              tooMany={(places) => `На это время осталось ${places}.`}
              addToCart={addToCart}
            />
          ) : (
            <>
              <ExcursionEmpty
                search={search}
                path={excursion.url}
                text="На выбранные даты свободных мест нет."
              />
              <BookingBar roubles={adultFare(excursion)} target={BOOKING_ID} />
            </>
          )}
        </aside>
      </div>
    </>
  );
}
