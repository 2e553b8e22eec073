import type { components } from '@contract/schema.gen';

type OrderStatus = components['schemas']['OrderStatus'];
type OrderMoney = { completed?: boolean; status: OrderStatus; to_pay: number };

/** An active order that still owes money can be paid online: 'Оплатить' leads to its payment page. */
export const canPayOnline = (order: OrderMoney): boolean =>
  !order.completed && order.to_pay > 0 && ['new', 'prepaid', 'payment_canceled'].includes(order.status);

/** The badge's tone for a status: paid and done are calm, waiting for money stands out. */
export function statusTone(status: OrderStatus): 'ok' | 'wait' | 'off' {
  if (status === 'paid' || status === 'completed') return 'ok';
  if (status === 'canceled') return 'off';
  return 'wait';
}

/**
 * The badge of a status. An order whose payment the tourist cancelled still waits for its money
 * (its places are held), so it reads 'Ожидает оплаты', with `ATTEMPT_CANCELED` beside it: a
 * backend's 'Оплата отменена' alone reads as a cancelled booking.
 */
export const STATUS_LABEL: Record<OrderStatus, string> = {
  new: 'Ожидает оплаты',
  prepaid: 'Внесена предоплата',
  paid: 'Оплачен',
  payment_canceled: 'Ожидает оплаты',
  completed: 'Завершён',
  canceled: 'Отменён',
};

/** Said next to the badge of an order whose last payment was cancelled. */
export const ATTEMPT_CANCELED = 'Оплата отменена, деньги не списаны';

/** Where an order stands, in the plain words of the payment page. */
export const STATUS_WORDS: Record<OrderStatus, string> = {
  new: 'Оплатить можно картой онлайн: сейчас или позже, из письма или личного кабинета.',
  prepaid: 'Предоплата получена, остаток можно оплатить сейчас или позже.',
  paid: 'Заказ оплачен полностью. Спасибо!',
  payment_canceled: 'Прошлая оплата отменена, деньги не списаны. Заказ ждёт оплаты: её можно повторить.',
  completed: 'Поездка состоялась, заказ завершён.',
  canceled: 'Заказ отменён.',
};
