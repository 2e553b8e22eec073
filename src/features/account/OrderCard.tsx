import { Link } from '@tanstack/react-router';
import { formatDate, formatPrice } from '@common/format';
import type { Order } from '@/shared/api/user/orders';
import { ATTEMPT_CANCELED, canPayOnline, STATUS_LABEL, statusTone } from '@/shared/lib/order-status';
import { holdWords } from '@common/order-words';
import { OrderLines } from '@/shared/ui/OrderLines';
import { OrderTerms } from '@/shared/ui/OrderTerms';
import { Term } from '@/shared/ui/Term';

/** Statuses in which nothing is paid yet and the places are held only for a while. */
const HOLDING: ReadonlyArray<Order['status']> = ['new', 'payment_canceled'];

/**
 * One order: its number, date, status and sums, what is left to pay by when, how long unpaid
 * places are held; opened, its items (when, where to meet, who goes) and the cancellation terms.
 */
export function OrderCard({ order, open }: { order: Order; open: boolean }) {
  const headingId = `order-${order.id}`;
  const hold = order.paid === 0 && HOLDING.includes(order.status) ? holdWords(order.hold_until) : null;
  return (
    <article className="stack account-card order" aria-labelledby={headingId}>
      <header className="spread order__head">
        <h2 id={headingId} className="order__number">
          Заказ {order.number}
        </h2>
        <p className="order__state">
          <span className={`order__status order__status--${statusTone(order.status)}`}>
            {STATUS_LABEL[order.status]}
          </span>
          {order.status === 'payment_canceled' ? (
            <span className="order__attempt">{ATTEMPT_CANCELED}</span>
          ) : null}
        </p>
      </header>
      <dl className="order__sums">
        <Term name="Оформлен">{formatDate(order.created)}</Term>
        <Term name="Сумма">{formatPrice(order.total)}</Term>
        <Term name="Оплачено">{formatPrice(order.paid)}</Term>
        {order.to_pay > 0 ? (
          <Term
            name={order.pay_until ? `К оплате до ${formatDate(order.pay_until)}` : 'К оплате'}
            valueClassName="order__due"
          >
            {formatPrice(order.to_pay)}
          </Term>
        ) : null}
      </dl>
      {hold ? (
        <p className="order__hold">{hold}: не успеете оплатить — места снова поступят в продажу.</p>
      ) : null}
      {open ? (
        <>
          <OrderLines items={order.items} />
          <OrderTerms className="order__terms" />
        </>
      ) : null}
      <div className="account-actions">
        {canPayOnline(order) ? (
          <Link to="/payment/$/" params={{ _splat: String(order.id) }} className="button button--primary">
            Оплатить {formatPrice(order.to_pay)}
          </Link>
        ) : null}
        {open ? (
          <Link
            to="/user/orders/"
            search={(previous) => ({ ...previous, order: undefined })}
            className="button button--ghost"
          >
            Свернуть
          </Link>
        ) : (
          <Link
            to="/user/orders/"
            search={(previous) => ({ ...previous, order: order.id })}
            className="button button--ghost"
            aria-label={`Подробнее о заказе ${order.number}`}
          >
            Подробнее
          </Link>
        )}
      </div>
    </article>
  );
}
