import type { Schemas } from '../contract/types.ts';
import { holdUntilOf } from './holds.ts';
import { payUntilOf } from './prepayment.ts';
import { toPay } from './to-pay.ts';
import {
  COMPLETED_STATUSES,
  type OrderItemRow,
  type OrderRow,
  type OrderStatus,
} from '../repositories/orders.ts';

export const STATUS_DISPLAY: Record<OrderStatus, string> = {
  new: 'Ожидает оплаты',
  prepaid: 'Внесена предоплата',
  paid: 'Оплачен',
  payment_canceled: 'Оплата отменена',
  completed: 'Завершён',
  canceled: 'Отменён',
};

export const orderNumber = (id: number): string => `PT-${String(id).padStart(6, '0')}`;

export { toPay };

/** An order's status, with its name as the history shows it. */
export const orderStatus = ({ status }: Pick<OrderRow, 'status'>) => ({
  status,
  status_display: STATUS_DISPLAY[status],
});

/** What an order costs, what is paid and what is left to pay. */
export const orderAmounts = (order: Pick<OrderRow, 'status' | 'total' | 'paid'>) => ({
  total: order.total,
  paid: order.paid,
  to_pay: toPay(order),
});

export function serializeOrder(order: OrderRow, items: readonly OrderItemRow[]): Schemas['Order'] {
  return {
    id: order.id,
    number: orderNumber(order.id),
    ...orderStatus(order),
    created: order.created,
    completed: COMPLETED_STATUSES.includes(order.status),
    ...orderAmounts(order),
    customer: JSON.parse(order.customer) as Schemas['Customer'],
    comment: order.comment,
    participants: JSON.parse(order.participants) as Schemas['OrderParticipant'][],
    payment_token: order.user_id === null ? order.payment_token : null,
    ...holdUntilOf(order),
    ...payUntilOf(order, items),
    items: items.map((item) => ({
      id: item.id,
      type: item.type,
      title: item.title,
      url: item.url,
      image: item.image,
      date_start: item.date_start,
      date_end: item.date_end,
      time: item.time,
      tourists: JSON.parse(item.tourists) as Schemas['TouristLine'][],
      total: item.total,
      meeting_point: item.meeting_point ? (JSON.parse(item.meeting_point) as Schemas['MeetingPoint']) : null,
      duration_minutes: item.duration_minutes,
    })),
  };
}
