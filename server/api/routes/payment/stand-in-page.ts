import { paymentHref } from '@common/payment-link.ts';
import { orderNumber } from '../../domain/orders.ts';
import type { OrderRow } from '../../repositories/orders.ts';
import type { PaymentRow } from '../../repositories/payments.ts';
import { DEMO_BOOKING_RULES } from '../../domain/prepayment.ts';
import { signEvent } from './options.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * The local stand-in for the YooKassa page: two buttons that send the provider's signed notification,
 * then back to the shop.
 */
export function standInPage(payment: PaymentRow, order: OrderRow, secret: string): string {
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
  <p>${payment.type_payment === 'prepayment' ? `Предоплата ${DEMO_BOOKING_RULES.prepaymentPercent}%` : 'Полная оплата'}</p>
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
