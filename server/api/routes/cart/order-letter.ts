import type { FastifyRequest } from 'fastify';
import { formatDate } from '@common/format.ts';
import { holdWords, itemPlace, itemTravellers, itemWhen } from '@common/order-words.ts';
import { paymentHref } from '@common/payment-link.ts';
import type { Schemas } from '../../contract/types.ts';
import { letterMoney, siteLink } from '../../lib/letters.ts';

const KIND: Record<Schemas['ItemType'], string> = { excursion: 'Экскурсия', tour: 'Тур', room: 'Проживание' };

const fullName = (person: Schemas['OrderParticipant']): string =>
  [person.last_name, person.first_name, person.patronymic].filter(Boolean).join(' ');

/**
 * The confirmation letter: what is booked (when, where to meet, who goes), what it costs, what is
 * owed and until when the places are held, how to pay, and the cancellation terms, in the words the
 * site uses for the same order.
 */
export function orderLetter(request: FastifyRequest, order: Schemas['Order'], terms: string): string {
  const lines = [`${order.customer.first_name}, спасибо за заказ!`, '', 'Что забронировано:'];
  for (const item of order.items) {
    const place = itemPlace(item);
    const travellers = itemTravellers(item);
    lines.push(
      `• ${KIND[item.type]} «${item.title}» — ${letterMoney(item.total)}`,
      `  Когда: ${itemWhen(item)}${item.time ? ' (по московскому времени)' : ''}`,
      ...(place ? [`  ${item.type === 'room' ? 'Адрес' : 'Место встречи'}: ${place}`] : []),
      ...(travellers ? [`  Туристы: ${travellers}`] : []),
    );
  }
  const named = (order.participants ?? []).map(fullName);
  if (named.length) lines.push(`Участники: ${named.join(', ')}.`);
  lines.push(
    '',
    `Сумма заказа: ${letterMoney(order.total)}. Оплачено: ${letterMoney(order.paid)}. К оплате: ${letterMoney(order.to_pay)}${order.pay_until ? ` до ${formatDate(order.pay_until)}` : ''}.`,
  );
  // A letter is read later: the hold's time comes with its date (`now` 0 is never today).
  const hold = order.paid === 0 ? holdWords(order.hold_until, 0) : null;
  if (hold) lines.push(`${hold}: не успеете оплатить — места снова поступят в продажу.`);
  if (order.to_pay > 0)
    lines.push(
      `Оплатить онлайн: ${siteLink(request, paymentHref(order.id, { token: order.payment_token ?? undefined }))}`,
    );
  if (terms.trim()) lines.push('', `Условия отмены: ${terms.trim()}`);
  return lines.join('\n');
}
