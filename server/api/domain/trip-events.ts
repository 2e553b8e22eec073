import type { OrderItemRow, OrderRow } from '../repositories/orders.ts';
import type { Schemas } from '../contract/types.ts';

type TripEvent = Schemas['TripEvent'];
type MeetingPoint = Schemas['MeetingPoint'];

const meetingPoint = (json: string | null): MeetingPoint | null =>
  json ? (JSON.parse(json) as MeetingPoint) : null;

/** What an order line was before a change: its day, time and meeting point. */
export type LineBefore = Pick<OrderItemRow, 'date_start' | 'time' | 'meeting_point'>;

/**
 * The contract's `TripEvent` of one order's line (webhook `tripEvent`): the demo tells the
 * storefront as the agency's backend must. `id` names the change, so a retry is told once.
 */
export function tripEvent(
  id: string,
  type: TripEvent['type'],
  order: Pick<OrderRow, 'id' | 'user_id'>,
  item: OrderItemRow,
  before?: LineBefore,
): TripEvent {
  return {
    id,
    type,
    order: { id: order.id, user_id: order.user_id },
    item: {
      id: item.id,
      type: item.type,
      title: item.title,
      url: item.url,
      date_start: item.date_start,
      time: item.time,
      meeting_point: meetingPoint(item.meeting_point),
    },
    ...(before
      ? {
          before: {
            date_start: before.date_start,
            time: before.time,
            meeting_point: meetingPoint(before.meeting_point),
          },
        }
      : {}),
  };
}
