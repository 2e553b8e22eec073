import type { components } from '@contract/schema.gen';
import { agencyNow } from '@common/agency-clock';
import { formatWeekday } from '@common/format';
import { placeWords } from '@common/order-words';
import { tripAnchor, type PushMessage } from '@common/push/push-message';

export type TripEvent = components['schemas']['TripEvent'];

/** What a push service is asked to do with a message besides carrying it. */
export interface Delivery {
  message: PushMessage;
  /** Seconds the push service keeps it for a device that is away (RFC 8030 `TTL`). */
  ttl: number;
  urgency: 'normal' | 'high';
}

const KIND: Record<TripEvent['item']['type'], { moved: string; canceled: string }> = {
  excursion: { moved: 'Экскурсия перенесена', canceled: 'Экскурсия отменена' },
  tour: { moved: 'Тур перенесён', canceled: 'Тур отменён' },
  room: { moved: 'Проживание перенесено', canceled: 'Проживание отменено' },
};

/** The longest a push service is asked to keep a message (they keep four weeks at most). */
const MAX_TTL_S = 28 * 24 * 60 * 60;
const MOSCOW_OFFSET = '+03:00';

/** 'сб 12.12': the day as a phone's lock screen has room for. */
const shortDay = (date: string) => `${formatWeekday(date)} ${date.slice(8, 10)}.${date.slice(5, 7)}`;
const dayAndTime = (date: string, time: string | null | undefined) =>
  time ? `${shortDay(date)}, ${time}` : shortDay(date);

/** When the trip starts (its time, or the start of its day), in ms. */
const startsAt = (date: string, time: string | null | undefined) =>
  Date.parse(`${date}T${time ?? '00:00'}:00${MOSCOW_OFFSET}`);

/** '12:00 вместо 10:00' on the same day; 'вс 13.12, 10:00 вместо сб 12.12, 10:00' otherwise. */
function movedWords(item: TripEvent['item'], before: NonNullable<TripEvent['before']>): string | null {
  if (item.date_start === before.date_start && item.time === before.time) return null;
  const now = dayAndTime(item.date_start, item.time);
  if (item.date_start === before.date_start) return `${now} вместо ${before.time ?? 'прежнего времени'}`;
  return `${now} вместо ${dayAndTime(before.date_start, before.time)}`;
}

function words(event: TripEvent): { title: string; body: string } {
  const { item } = event;
  const kind = KIND[item.type];
  const place = placeWords(item.meeting_point);
  const when = dayAndTime(item.date_start, item.time);
  switch (event.type) {
    case 'trip_canceled':
      return { title: `${kind.canceled}: ${item.title}`, body: `${when}. Агентство свяжется с вами.` };
    case 'order_paid':
      return { title: `Оплата получена: ${item.title}`, body: `${when}${place ? `, ${place}` : ''}` };
    case 'trip_reminder':
      return {
        title: `Завтра: ${item.title}`,
        body: [item.time ? `Сбор в ${item.time} по Москве` : shortDay(item.date_start), place]
          .filter(Boolean)
          .join(', '),
      };
    case 'trip_changed': {
      const moved = event.before ? movedWords(item, event.before) : null;
      const placeChanged =
        event.before !== undefined && placeWords(event.before.meeting_point) !== place && place !== null;
      const parts = [
        moved ? `${kind.moved}: ${moved}` : null,
        placeChanged ? `Новое место сбора: ${place}` : null,
      ];
      const body = parts.filter(Boolean).join('. ') || `${when}${place ? `, ${place}` : ''}`;
      return { title: item.title, body };
    }
  }
}

/** The trip's own key on the device, as trip.ts makes it. */
export const tripKey = (event: TripEvent): string => `${event.order.id}:${event.item.type}:${event.item.id}`;

/** Where a click on a trip's notification opens: its card on 'Мои поездки'. */
export const tripPage = (origin: string, event: TripEvent): string =>
  `${origin}/user/trips/#${tripAnchor(tripKey(event))}`;

/**
 * The message of one event for one device: its words, where a click opens (`opens`, absolute),
 * how long it is worth keeping (until the trip
 * starts; nothing after it) and whether it is urgent (the trip is today).
 */
export function tripDelivery(event: TripEvent, opens: string, now: number = Date.now()): Delivery | null {
  const { item } = event;
  const starts = startsAt(item.date_start, item.time);
  const ttl = Math.min(MAX_TTL_S, Math.floor((starts - now) / 1000));
  // A trip that has begun is not news any more (a payment of one is not either).
  if (!(ttl > 0)) return null;
  const key = tripKey(event);
  const { title, body } = words(event);
  return {
    ttl,
    urgency: item.date_start === agencyNow(now).date && event.type !== 'order_paid' ? 'high' : 'normal',
    message: {
      web_push: 8030,
      notification: {
        title,
        body,
        navigate: opens,
        tag: `trip-${key}`,
        lang: 'ru',
        dir: 'ltr',
        silent: false,
        app_badge: '1',
      },
      mutable: true,
      trip: {
        key,
        dateStart: item.date_start,
        time: item.time ?? null,
        meetingPoint: item.meeting_point
          ? {
              text: item.meeting_point.text,
              address: item.meeting_point.address ?? '',
              latitude: item.meeting_point.latitude ?? null,
              longitude: item.meeting_point.longitude ?? null,
            }
          : null,
        canceled: event.type === 'trip_canceled',
      },
    },
  };
}
