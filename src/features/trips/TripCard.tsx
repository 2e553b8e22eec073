import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatPrice, formatReceivedAt } from '@common/format';
import { dueWords } from '@common/order-words';
import { tripAnchor } from '@common/push/push-message';
import { telHref } from '@/shared/lib/tel-href';
import { AppLink } from '@/shared/ui/AppLink';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { MapLinks } from '@/shared/ui/MapLinks';
import type { Trip } from './trip';
import { tripCalendar } from './trip-calendar';
import type { TripChange } from './trip-changes';
import { TripChangeNote } from './TripChangeNote';
import { agencyWhen, countdown, deviceWhen } from './trip-time';

// The QR encoder loads with the first card that shows a code, not with the page.
const OrderQrCode = lazyNamed(
  () => import('./OrderQrCode'),
  'OrderQrCode',
  <span className="trip-code__qr trip-code__qr--loading" />,
);

const KIND: Record<Trip['kind'], string> = { excursion: 'Экскурсия', tour: 'Тур', room: 'Проживание' };

interface TripCardProps {
  trip: Trip;
  change: TripChange | undefined;
  onAcknowledge: () => void;
  /** The agency's clock, to the minute (ms). */
  now: number;
  /** The agency's phone from the site config. */
  phone: string | null;
  origin: string;
  /** When the trips came from the network: said when the card may be out of date. */
  savedAt: number;
  offline: boolean;
}

/** An upcoming trip: when, where to meet, whom to call, who goes, what is paid, and the order's code. */
export function TripCard({
  trip,
  change,
  onAcknowledge,
  now,
  phone,
  origin,
  savedAt,
  offline,
}: TripCardProps) {
  const headingId = tripAnchor(trip.key);
  const device = deviceWhen(trip);
  const point = trip.meetingPoint;
  const calendar = useMemo(
    () =>
      `data:text/calendar;charset=utf-8,${encodeURIComponent(tripCalendar(trip, { origin, phone, stamp: savedAt }))}`,
    [trip, origin, phone, savedAt],
  );
  const { order } = trip;
  return (
    <article className="stack account-card trip" aria-labelledby={headingId}>
      <header className="trip__head">
        <p className="trip__countdown">{countdown(trip, now)}</p>
        <p className="trip__kind">{KIND[trip.kind]}</p>
        <h2 id={headingId} className="trip__title">
          <AppLink href={trip.url}>{trip.title}</AppLink>
        </h2>
      </header>
      {change ? <TripChangeNote trip={trip} change={change} onAcknowledge={onAcknowledge} /> : null}
      <dl className="trip__facts">
        <div className="trip__fact">
          <dt>Когда</dt>
          <dd>
            <span className="trip__when">{agencyWhen(trip)}</span>
            {trip.time ? ' по Москве' : null}
            {device ? <span className="trip__device-time">{device} по времени вашего устройства</span> : null}
          </dd>
        </div>
        {point ? (
          <div className="trip__fact">
            <dt>{trip.kind === 'room' ? 'Адрес' : 'Место встречи'}</dt>
            <dd>
              {point.text}
              {point.address && point.address !== point.text ? (
                <span className="trip__address">{point.address}</span>
              ) : null}
              <MapLinks place={point} />
            </dd>
          </div>
        ) : null}
        {trip.tourists.length > 0 ? (
          <div className="trip__fact">
            <dt>Туристы</dt>
            <dd>
              <ul className="trip__tourists">
                {trip.tourists.map((name, index) => (
                  <li key={`${index}-${name}`}>{name}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {phone ? (
          <div className="trip__fact">
            <dt>Телефон агентства</dt>
            <dd>
              <a href={telHref(phone)} className="trip__phone">
                {phone}
              </a>
            </dd>
          </div>
        ) : null}
        <div className="trip__fact">
          <dt>Оплата</dt>
          <dd>
            {order.toPay > 0 ? (
              <>
                Оплачено {formatPrice(order.paid)} из {formatPrice(order.total)}
                <span className="trip__due">
                  {dueWords({ to_pay: order.toPay, pay_until: order.payUntil })}
                </span>
                {order.canPayOnline ? (
                  <Link
                    to="/payment/$/"
                    params={{ _splat: String(order.id) }}
                    className="button button--primary trip__pay"
                  >
                    Доплатить картой
                  </Link>
                ) : (
                  <span className="trip__address">Остаток — в офисе агентства или по телефону.</span>
                )}
              </>
            ) : (
              <>Оплачено полностью: {formatPrice(order.paid)}</>
            )}
          </dd>
        </div>
      </dl>
      <footer className="trip__foot">
        <figure className="trip-code">
          <OrderQrCode number={order.number} />
          <figcaption className="trip-code__number">
            Заказ <span className="trip-code__digits">{order.number}</span>
          </figcaption>
        </figure>
        <div className="trip__actions">
          <a
            className="button button--ghost"
            href={calendar}
            download={`${order.number}-${trip.dateStart}.ics`}
          >
            Добавить в календарь
          </a>
          {offline ? (
            <p className="trip__age" role="status">
              Нет сети — данные на {formatReceivedAt(savedAt)}
            </p>
          ) : null}
        </div>
      </footer>
    </article>
  );
}
