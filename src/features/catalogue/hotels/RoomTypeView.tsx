import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDate, GUEST_FORMS, NIGHT_FORMS, pluralize } from '@common/format';
import { AppLink } from '@/shared/ui/AppLink';
import { BookingTerms } from '@/shared/ui/BookingTerms';
import { PageHeading } from '@/shared/ui/PageHeading';
import { roomTypeQueryOptions } from '../api/get-room-type';
import type { AddRoomToCartSlot } from '@/shared/api/cart-item';
import type { HotelSearch } from '../search-params';
import { Breadcrumbs, HOME_CRUMB } from '@/shared/ui/Breadcrumbs';
import { HotelDetailFrame } from './HotelDetailFrame';
import { RoomAdd } from './RoomAdd';
import { RoomStayDetails } from './RoomTypeCard';
import '../ui/catalogue.css';
import './hotels.css';

/** `/hotels/{hotel}/{room}/`: one room type with its prices for the stay. */
interface RoomTypeViewProps {
  path: string;
  search: HotelSearch;
  form: ReactNode;
  /** The cart's add button for a room (features/cart, given by the route). */
  addToCart: AddRoomToCartSlot;
  /** Opens 'Написать' with the request written in. */
  onRequestRoom: (message: string) => void;
}

export function RoomTypeView({ path, search, form, addToCart, onRequestRoom }: RoomTypeViewProps) {
  const { data: room } = useSuspenseQuery(roomTypeQueryOptions(path, search));
  const { date_from, date_to, nights } = room.search;
  const stay = { date_from, date_to, nights, room: search.room };
  return (
    <>
      <Breadcrumbs
        items={[
          HOME_CRUMB,
          { title: 'Отели', href: '/hotels/', search },
          { title: room.hotel.title, href: room.hotel.url, search },
        ]}
      />
      <PageHeading title={room.title} seo={room.seo} />
      <HotelDetailFrame shown={room} form={form}>
        <section aria-labelledby="stay-title">
          <h2 id="stay-title" className="section-title">
            Стоимость проживания
          </h2>
          <p className="stay-summary">
            {formatDate(room.search.date_from)} — {formatDate(room.search.date_to)},{' '}
            {pluralize(room.search.nights, NIGHT_FORMS)},{' '}
            {pluralize(room.search.adults + room.search.children_ages.length, GUEST_FORMS)}
          </p>
          {room.available ? (
            <div className="stack panel room-stay">
              <RoomStayDetails room={room} nightsOpen />
              {/* What the stay costs now and until when it is cancelled free, before the click (decision 049). */}
              <BookingTerms items={[{ type: 'room', total: room.total, date_start: date_from }]} />
              <RoomAdd
                roomTypeId={room.id}
                titles={{ hotel: room.hotel.title, room: room.title }}
                stay={stay}
                addToCart={addToCart}
                onRequest={onRequestRoom}
              />
            </div>
          ) : (
            <p className="room-note" role="status">
              На выбранные даты этот номер недоступен для такого состава гостей.{' '}
              <AppLink href={room.hotel.url} search={search}>
                Другие номера отеля
              </AppLink>
            </p>
          )}
        </section>
      </HotelDetailFrame>
    </>
  );
}
