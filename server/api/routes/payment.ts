import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentHref } from '../../../src/shared/lib/payment-link.ts';
import { loadSecret } from '../auth.ts';
import type { Ctx } from '../context.ts';
import { parseId, parseQuery, type QueryOf, type Schemas } from '../contract.ts';
import { HttpError, badRequest, notFound } from '../errors.ts';
import { letterMoney, siteLink } from '../lib/letters.ts';
import { hmac, sameSecret } from '../lib/secrets.ts';
import { roubles } from '../lib/text.ts';
import { nowMs } from '../lib/time.ts';
import {
  COMPLETED_STATUSES,
  STATUS_DISPLAY,
  findOrder,
  orderNumber,
  serializeOrder,
  toPay,
  type OrderRow,
  type OrderStatus,
} from '../orders.ts';

export const PREPAYMENT_PERCENT = 30;

type PaymentEvent = QueryOf<'yookassaCallback'>['event'];

/**
 * The provider's notification is trusted only with its signature: the HMAC of the payment and the
 * event under a secret the provider and the shop share (here the stand-in is the provider).
 */
const signEvent = (secret: string, paymentId: string, event: PaymentEvent): string =>
  hmac(secret, `${paymentId}:${event}`);

interface PaymentRow {
  id: string;
  order_id: number;
  type_payment: Schemas['PaymentType'];
  amount: number;
  status: Schemas['PaymentStatus'];
}

function paymentOptions(order: OrderRow): Schemas['PaymentOption'][] {
  const remaining = toPay(order);
  if (remaining <= 0) return [];
  // After a prepayment what is left is the rest of the sum, not a second full payment.
  const options: Schemas['PaymentOption'][] = [
    {
      type_payment: 'full',
      title: order.paid > 0 ? 'Доплатить остаток' : 'Полная оплата',
      amount: remaining,
      percent: 100,
    },
  ];
  if (order.paid === 0 && !COMPLETED_STATUSES.includes(order.status)) {
    options.push({
      type_payment: 'prepayment',
      title: `Предоплата ${PREPAYMENT_PERCENT}%`,
      amount: roubles(Math.ceil((order.total * PREPAYMENT_PERCENT) / 100)),
      percent: PREPAYMENT_PERCENT,
    });
  }
  return options;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * The local stand-in for the YooKassa page: two buttons that send the provider's signed notification,
 * then back to the shop.
 */
function standInPage(payment: PaymentRow, order: OrderRow, secret: string): string {
  const amount = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2 }).format(payment.amount);
  const returnUrl = paymentHref(order.id, {
    payment_id: payment.id,
    token: order.user_id === null ? (order.payment_token ?? undefined) : undefined,
  });
  const notifications = Object.fromEntries(
    (['payment.succeeded', 'payment.canceled'] as const).map((event) => [
      event,
      `/api/payment/yookassa/callback/?${new URLSearchParams({
        payment_id: payment.id,
        event,
        signature: signEvent(secret, payment.id, event),
      }).toString()}`,
    ]),
  );
  const final = payment.status !== 'pending';
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Оплата заказа ${orderNumber(order.id)} — демо ЮKassa</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; background: #f2f4f7; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; padding: 32px; max-width: 420px; width: calc(100% - 32px); box-shadow: 0 4px 24px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin: 0 0 8px; }
  .amount { font-size: 32px; font-weight: 700; margin: 16px 0; }
  .note { color: #667085; font-size: 14px; }
  .buttons { display: flex; gap: 12px; margin-top: 24px; }
  button { flex: 1; font: inherit; padding: 12px; border-radius: 8px; border: 0; cursor: pointer; }
  #pay { background: #1a56db; color: #fff; }
  #cancel { background: #e4e7ec; color: #101828; }
  button:disabled { opacity: .6; cursor: default; }
  #error { color: #b42318; }
</style>
</head>
<body>
<main>
  <h1>Оплата заказа ${orderNumber(order.id)}</h1>
  <p class="note">Демонстрационная страница вместо ЮKassa: деньги не списываются.</p>
  <div class="amount">${escapeHtml(amount)} ₽</div>
  <p>${payment.type_payment === 'prepayment' ? `Предоплата ${PREPAYMENT_PERCENT}%` : 'Полная оплата'}</p>
  ${final ? `<p>Платёж уже ${payment.status === 'succeeded' ? 'проведён' : 'отменён'}. <a href="${escapeHtml(returnUrl)}">Вернуться в магазин</a></p>` : ''}
  <div class="buttons">
    <button id="pay" type="button"${final ? ' disabled' : ''}>Оплатить</button>
    <button id="cancel" type="button"${final ? ' disabled' : ''}>Отменить</button>
  </div>
  <p id="error" role="alert"></p>
</main>
<script>
(function () {
  var notifications = ${JSON.stringify(notifications)};
  var returnUrl = ${JSON.stringify(returnUrl)};
  function send(event) {
    document.getElementById('pay').disabled = true;
    document.getElementById('cancel').disabled = true;
    fetch(notifications[event], { method: 'POST' })
      .then(function (response) {
        if (!response.ok && response.status !== 409) throw new Error(String(response.status));
        window.location.href = returnUrl;
      })
      .catch(function () {
        document.getElementById('error').textContent = 'Не удалось связаться с магазином. Попробуйте ещё раз.';
        document.getElementById('pay').disabled = false;
        document.getElementById('cancel').disabled = false;
      });
  }
  document.getElementById('pay').addEventListener('click', function () { send('payment.succeeded'); });
  document.getElementById('cancel').addEventListener('click', function () { send('payment.canceled'); });
})();
</script>
</body>
</html>`;
}

export function paymentRoutes(app: FastifyInstance, { db, auth, outbox }: Ctx): void {
  const secret = loadSecret(db, 'payment');

  /**
   * A user's order needs that user's token; an order placed without an account needs its own
   * unguessable token (its number alone opens nothing: numbers are sequential).
   */
  const accessibleOrder = (request: FastifyRequest, token: string | undefined): OrderRow => {
    const userId = auth.userId(request, false);
    const id = parseId((request.params as { id: string }).id);
    const order = id === null ? undefined : findOrder(db, id);
    if (!order) throw notFound();
    if (order.user_id === null) {
      if (!sameSecret(order.payment_token, token)) throw notFound();
    } else if (order.user_id !== userId) {
      if (userId === null) throw new HttpError(401, { detail: 'Учетные данные не были предоставлены.' });
      throw notFound();
    }
    return order;
  };

  app.get('/payment/cost_selection/:id/', async (request) => {
    const order = accessibleOrder(request, parseQuery('getCostSelection', request.query).token);
    return {
      order_id: order.id,
      order_number: orderNumber(order.id),
      status: order.status,
      status_display: STATUS_DISPLAY[order.status],
      total: order.total,
      paid: order.paid,
      to_pay: toPay(order),
      options: paymentOptions(order),
      items: serializeOrder(db, order).items,
    } satisfies Schemas['CostSelection'];
  });

  app.post('/payment/yookassa/create/:id/', async (request) => {
    const query = parseQuery('createYookassaPayment', request.query);
    const order = accessibleOrder(request, query.token);
    const option = paymentOptions(order).find((candidate) => candidate.type_payment === query.type_payment);
    if (!option) throw badRequest({ type_payment: ['Этот способ оплаты недоступен для заказа.'] });
    const paymentId = randomBytes(16).toString('hex');
    db.prepare(
      'INSERT INTO payment (id, order_id, type_payment, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(paymentId, order.id, option.type_payment, option.amount, 'pending', nowMs());
    return {
      payment_id: paymentId,
      confirmation_url: `/api/payment/yookassa/checkout/${paymentId}/`,
      amount: option.amount,
    } satisfies Schemas['PaymentCreateResponse'];
  });

  const selectPayment = db.prepare('SELECT * FROM payment WHERE id = ?');

  app.get('/payment/yookassa/checkout/:payment_id/', async (request, reply) => {
    const payment = selectPayment.get((request.params as { payment_id: string }).payment_id) as
      PaymentRow | undefined;
    if (!payment) throw notFound();
    const order = findOrder(db, payment.order_id)!;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(standInPage(payment, order, secret));
  });

  app.post('/payment/yookassa/callback/', async (request) => {
    const query = parseQuery('yookassaCallback', request.query);
    if (!sameSecret(signEvent(secret, query.payment_id, query.event), query.signature)) {
      throw new HttpError(403, { detail: 'Подпись уведомления не совпадает.' });
    }
    const wanted: Schemas['PaymentStatus'] = query.event === 'payment.succeeded' ? 'succeeded' : 'canceled';
    return db.transaction((): Schemas['PaymentCallbackResponse'] => {
      const payment = selectPayment.get(query.payment_id) as PaymentRow | undefined;
      if (!payment) throw notFound('Платёж не найден.');
      let order = findOrder(db, payment.order_id)!;
      if (payment.status !== 'pending' && payment.status !== wanted) {
        throw new HttpError(409, {
          detail: `Платёж уже ${payment.status === 'succeeded' ? 'проведён' : 'отменён'}.`,
        });
      }
      if (payment.status === 'pending') {
        db.prepare('UPDATE payment SET status = ?, finished_at = ? WHERE id = ?').run(
          wanted,
          nowMs(),
          payment.id,
        );
        let status: OrderStatus = order.status;
        let paid = order.paid;
        if (wanted === 'succeeded') {
          paid = roubles(order.paid + payment.amount);
          status = paid >= order.total ? 'paid' : 'prepaid';
        } else if (order.paid === 0) {
          status = 'payment_canceled';
        }
        db.prepare('UPDATE "order" SET status = ?, paid = ? WHERE id = ?').run(status, paid, order.id);
        order = findOrder(db, order.id)!;
        const customer = JSON.parse(order.customer) as { email: string };
        outbox.send(
          'payment',
          customer.email,
          wanted === 'succeeded'
            ? `Оплата заказа ${orderNumber(order.id)} получена`
            : `Оплата заказа ${orderNumber(order.id)} отменена`,
          wanted === 'succeeded'
            ? `Получено ${letterMoney(payment.amount)}. Статус заказа: ${STATUS_DISPLAY[order.status]}.`
            : `Платёж отменён, деньги не списаны. Оплатить заказ можно снова: ${siteLink(request, paymentHref(order.id, { token: order.payment_token ?? undefined }))}`,
        );
      }
      return { payment_id: payment.id, order_id: order.id, status: wanted, order_status: order.status };
    })();
  });
}
