import { formatDate, formatPrice, formatWeekday, GUEST_FORMS, pluralize } from '@common/format';
import { typeset } from '@/shared/lib/typography';
import type { ReactNode, Ref } from 'react';
import type { RoomTypeOffer } from '../api/types';
import { CatalogueImage } from '../ui/CatalogueImage';
import { Amenities } from './Amenities';
import { forNights } from './stay';
import './hotels.css';

interface RoomTypeCardProps {
  room: RoomTypeOffer;
  highlighted?: boolean;
  ref?: Ref<HTMLElement>;
  /** The cart's add button for this room and the stay. */
  action: ReactNode;
}

/** A room type with its capacity and the price of every night of the stay. */
export function RoomTypeCard({ room, highlighted = false, ref, action }: RoomTypeCardProps) {
  return (
    <article
      ref={ref}
      id={`room-${room.slug}`}
      className={highlighted ? 'room-card room-card--highlight' : 'room-card'}
      aria-labelledby={`room-${room.slug}-title`}
      tabIndex={highlighted ? -1 : undefined}
    >
      <CatalogueImage src={room.image} alt="" sizes="(min-width: 768px) 280px, 100vw" />
      <div className="room-card__body">
        {highlighted ? <span className="room-card__badge">Выбранный номер</span> : null}
        <h3 id={`room-${room.slug}-title`} className="room-card__title">
          {typeset(room.title)}
        </h3>
        <RoomStayDetails room={room} />
        {action}
      </div>
    </article>
  );
}

/** Capacity, amenities, the price of each night and the total of a room type for the stay. */
export function RoomStayDetails({ room, nightsOpen = false }: { room: RoomTypeOffer; nightsOpen?: boolean }) {
  return (
    <>
      <ul className="room-card__facts">
        <li>вмещает {pluralize(room.capacity_total, GUEST_FORMS)}</li>
        <li>{room.area} м²</li>
        <li>{room.beds}</li>
      </ul>
      <Amenities amenities={room.amenities} label="В номере" />
      <details className="nights" open={nightsOpen}>
        <summary>Цены по ночам</summary>
        <table>
          <tbody>
            {room.nights.map((night) => (
              <tr key={night.date}>
                <th scope="row">
                  {formatWeekday(night.date)}, {formatDate(night.date)}
                </th>
                <td>{formatPrice(night.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <p className="spread room-card__total">
        <span>{forNights(room.nights.length)}</span>
        <strong>{formatPrice(room.total)}</strong>
      </p>
    </>
  );
}
