import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatDate, GUEST_FORMS, NIGHT_FORMS, pluralize } from '@common/format';
import { FavouriteToggle } from '@/shared/favourites/FavouriteToggle';
import { MapLinks } from '@/shared/ui/MapLinks';
import { PageHeading } from '@/shared/ui/PageHeading';
import { hotelQueryOptions } from '../api/get-hotel';
import { roomTypeQueryOptions } from '../api/get-room-type';
import type { AddRoomToCartSlot } from '@/shared/api/cart-item';
import { roomGuests, type HotelSearch } from '../search-params';
import { Breadcrumbs, HOME_CRUMB } from '@/shared/ui/Breadcrumbs';
import { EmptyResults } from '@/shared/ui/EmptyResults';
import { Amenities } from './Amenities';
import { HotelDetailFrame } from './HotelDetailFrame';
import { RoomAdd } from './RoomAdd';
import { RoomTypeCard } from './RoomTypeCard';
import { Stars } from './Stars';
import '../ui/catalogue.css';
import './hotels.css';

interface HotelDetailViewProps {
  slug: string;
  search: HotelSearch;
  /** A room type to point at (menu links `?room_type=`). */
  roomType?: string | undefined;
  form: ReactNode;
  /** The cart's add button for a room (features/cart, given by the route). */
  addToCart: AddRoomToCartSlot;
  /** Opens 'Написать' with the request written in. */
  onRequestRoom: (message: string) => void;
}

export function HotelDetailView({
  slug,
  search,
  roomType,
  form,
  addToCart,
  onRequestRoom,
}: HotelDetailViewProps) {
  const { data: hotel } = useSuspenseQuery(hotelQueryOptions(slug, search));
  const highlighted = hotel.room_types.find((room) => room.slug === roomType);
  const highlightRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const card = highlightRef.current;
    if (!card) return;
    // After the router has restored or reset the scroll position of the new page.
    const timer = window.setTimeout(() => {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      card.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      card.focus({ preventScroll: true });
    }, 100);
    return () => window.clearTimeout(timer);
  }, [highlighted?.slug]);

  const { adults, childrenAges } = roomGuests(search.room);
  const guests = adults + childrenAges.length;
  const stay = {
    date_from: hotel.search.date_from,
    date_to: hotel.search.date_to,
    nights: hotel.search.nights,
    room: search.room,
  };
  return (
    <>
      <Breadcrumbs items={[HOME_CRUMB, { title: 'Отели', href: '/hotels/', search }]} />
      <PageHeading
        title={hotel.title}
        seo={hotel.seo}
        action={<FavouriteToggle kind="hotel" of={hotel} placement="page" />}
      />
      <p className="hotel-detail__place">
        <Stars count={hotel.stars} /> {hotel.city} · {hotel.address}
        {/* As a stay's trip card has it: the hotel's name, address and coordinates. */}
        <MapLinks
          place={{
            text: hotel.title,
            address: hotel.address,
            latitude: hotel.latitude,
            longitude: hotel.longitude,
          }}
        />
      </p>
      <HotelDetailFrame
        shown={hotel}
        underGallery={<Amenities amenities={hotel.amenities} label="Удобства отеля" />}
        form={form}
      >
        <section aria-labelledby="rooms-title">
          <h2 id="rooms-title" className="section-title">
            Номера
          </h2>
          <p className="stay-summary">
            {formatDate(hotel.search.date_from)} — {formatDate(hotel.search.date_to)},{' '}
            {pluralize(hotel.search.nights, NIGHT_FORMS)}, {pluralize(guests, GUEST_FORMS)}
          </p>
          {roomType && !highlighted ? <UnavailableRoom path={`${slug}/${roomType}`} search={search} /> : null}
          {hotel.room_types.length === 0 ? (
            <EmptyResults text="На эти даты свободных номеров для выбранного состава гостей нет. Измените даты или число гостей." />
          ) : (
            <ul className="stack room-list">
              {hotel.room_types.map((room) => (
                <li key={room.id}>
                  <RoomTypeCard
                    room={room}
                    highlighted={room.slug === highlighted?.slug}
                    ref={room.slug === highlighted?.slug ? highlightRef : undefined}
                    action={
                      <RoomAdd
                        roomTypeId={room.id}
                        titles={{ hotel: hotel.title, room: room.title }}
                        stay={stay}
                        addToCart={addToCart}
                        onRequest={onRequestRoom}
                      />
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </HotelDetailFrame>
    </>
  );
}

/** The room type of the link does not fit this stay: say so, by its name when the API knows it. */
function UnavailableRoom({ path, search }: { path: string; search: HotelSearch }) {
  const { data: room } = useQuery({ ...roomTypeQueryOptions(path, search), retry: false });
  if (!room) return null;
  return (
    <p className="room-note" role="status">
      Номер «{room.title}» на выбранные даты недоступен для этого состава гостей. Посмотрите другие номера или
      измените даты.
    </p>
  );
}
