import { Link } from '@tanstack/react-router';
import { formatDate, formatPrice } from '@/shared/lib/format';
import { AppLink } from '@/shared/ui/AppLink';
import type { Order, OrderItem } from '@/shared/api/user/orders';
import { canPayOnline, statusTone } from '@/shared/lib/order-status';
import { Term } from '@/shared/ui/Term';

const ITEM_KIND: Record<OrderItem['type'], string> = {
  excursion: 'Экскурсия',
  tour: 'Тур',
  room: 'Проживание',
};

function itemDates(item: OrderItem): string {
  const from = formatDate(item.date_start);
  const dates =
    item.date_end && item.date_end !== item.date_start ? `${from} — ${formatDate(item.date_end)}` : from;
  return item.time ? `${dates}, ${item.time}` : dates;
}

/** One order: its number, date, status and sums; opened, its items with dates and tourists. */
export function OrderCard({ order, open }: { order: Order; open: boolean }) {
  const headingId = `order-${order.id}`;
  return (
    <article className="account-card order" aria-labelledby={headingId}>
      <header className="order__head">
        <h2 id={headingId} className="order__number">
          Заказ {order.number}
        </h2>
        <span className={`order__status order__status--${statusTone(order.status)}`}>
          {order.status_display}
        </span>
      </header>
      <dl className="order__sums">
        <Term name="Оформлен">{formatDate(order.created)}</Term>
        <Term name="Сумма">{formatPrice(order.total)}</Term>
        <Term name="Оплачено">{formatPrice(order.paid)}</Term>
        {order.to_pay > 0 ? (
          <Term name="К оплате" valueClassName="order__due">
            {formatPrice(order.to_pay)}
          </Term>
        ) : null}
      </dl>
      {open ? (
        <ul className="order__items" aria-label="Состав заказа">
          {order.items.map((item) => (
            <li key={`${item.type}-${item.id}`} className="order-item">
              <p className="order-item__kind">{ITEM_KIND[item.type]}</p>
              <p className="order-item__title">
                <AppLink href={item.url}>{item.title}</AppLink>
              </p>
              <p className="order-item__dates">{itemDates(item)}</p>
              <ul className="order-item__tourists">
                {item.tourists.map((line) => (
                  <li key={line.category}>
                    <span>
                      {line.title} × {line.count}
                    </span>
                    <span>{formatPrice(line.total)}</span>
                  </li>
                ))}
              </ul>
              <p className="order-item__total">
                <span>Итого</span>
                <span>{formatPrice(item.total)}</span>
              </p>
            </li>
          ))}
        </ul>
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
