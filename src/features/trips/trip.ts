import type { Order, OrderItem } from '@/shared/api/user/orders';
import { canPayOnline } from '@/shared/lib/order-status';

/** Where to meet, as the order item gives it (coordinates may be missing: the map then searches the address). */
export interface MeetingPlace {
  text: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * One trip: an excursion, tour or stay of a paid or partly paid order, with what its card shows of
 * the order. This is all the device keeps of an order (no buyer's contacts, no comment).
 */
export interface Trip {
  /** The order's and the item's ids: the same trip across refreshes. */
  key: string;
  kind: OrderItem['type'];
  title: string;
  /** The site path of the excursion, tour or hotel. */
  url: string;
  /** Agency calendar days and start time (Europe/Moscow). */
  dateStart: string;
  dateEnd: string;
  time: string | null;
  durationMinutes: number | null;
  meetingPoint: MeetingPlace | null;
  /** The travellers' names, or the tourists by category ('Взрослый × 2') when the order names none. */
  tourists: string[];
  order: {
    id: number;
    number: string;
    total: number;
    paid: number;
    toPay: number;
    /** After a prepayment, the day the rest is due (trips kept before it was known have none). */
    payUntil?: string | undefined;
    canPayOnline: boolean;
  };
}

/** Paid in full or in part, and not cancelled: the tourist is going. */
const isBooked = (order: Order): boolean => order.paid > 0 && order.status !== 'canceled';

function meetingPlace(item: OrderItem): MeetingPlace | null {
  const point = item.meeting_point;
  if (!point?.text.trim()) return null;
  return {
    text: point.text.trim(),
    address: point.address?.trim() ?? '',
    latitude: point.latitude ?? null,
    longitude: point.longitude ?? null,
  };
}

function touristsOf(order: Order, item: OrderItem): string[] {
  const named = (order.participants ?? []).map((person) =>
    [person.last_name, person.first_name, person.patronymic].filter(Boolean).join(' '),
  );
  return named.length > 0 ? named : item.tourists.map((line) => `${line.title} × ${line.count}`);
}

/** Orders' trips in the order they happen (start day, then time; a trip without a time first). */
export function tripsFromOrders(orders: readonly Order[]): Trip[] {
  // An order that moved between the active and completed lists while they were read comes once.
  const unique = [...new Map(orders.map((order) => [order.id, order])).values()];
  const trips = unique.filter(isBooked).flatMap((order) =>
    order.items.map((item): Trip => ({
      key: `${order.id}:${item.type}:${item.id}`,
      kind: item.type,
      title: item.title,
      url: item.url,
      dateStart: item.date_start,
      dateEnd: item.date_end || item.date_start,
      time: item.time || null,
      durationMinutes: item.duration_minutes ?? null,
      meetingPoint: meetingPlace(item),
      tourists: touristsOf(order, item),
      order: {
        id: order.id,
        number: order.number,
        total: order.total,
        paid: order.paid,
        toPay: order.to_pay,
        payUntil: order.pay_until,
        canPayOnline: canPayOnline(order),
      },
    })),
  );
  const startOf = (trip: Trip) => `${trip.dateStart} ${trip.time ?? ''}`;
  return trips.sort((a, b) => (startOf(a) < startOf(b) ? -1 : startOf(a) > startOf(b) ? 1 : 0));
}
