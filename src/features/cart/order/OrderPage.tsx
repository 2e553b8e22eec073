import { useSnapshot } from 'valtio';
import { formatPrice, pluralize } from '@common/format';
import { paymentPath, paymentSearch } from '@common/payment-link';
import { isSignedIn, sessionState } from '@/shared/session/session-state';
import { AppLink } from '@/shared/ui/AppLink';
import { BookingTerms } from '@/shared/ui/BookingTerms';
import { PageHeading } from '@/shared/ui/PageHeading';
import { CartEmpty } from '../CartEmpty';
import { CartEntryView } from '../CartEntryView';
import { CartSkeleton } from '../CartSkeleton';
import { CartStaleNote } from '../CartStaleNote';
import { goneReason, GONE_NOTE } from '../gone';
import { useAgencyNow } from '@/shared/lib/use-agency-now';
import { cartEntries, entryKey, ITEM_FORMS, pricedItems } from '../cart-totals';
import { useCartView } from '../use-cart-view';
import { OrderForm } from './OrderForm';
import { placedOrderState } from './placed-order';
import { travellerPlaces } from './traveller-places';
import '../cart.css';
import './order.css';

const OFFLINE_REASON =
  'Нет соединения: оформить заказ можно, когда появится сеть. Всё, что вы ввели, сохранится.';

/** `/order/`: the cart to review above the buyer's form. */
export function OrderPage() {
  const { cart, freshness, savedAt } = useCartView();
  const entries = cartEntries(cart);
  const now = useAgencyNow();

  if (entries.length === 0) {
    return (
      <>
        <PageHeading title="Оформление заказа" />
        {freshness === 'unknown' ? <CartSkeleton /> : <NothingToOrder stale={freshness === 'stale'} />}
      </>
    );
  }

  const stale = freshness === 'stale';
  return (
    <>
      <PageHeading title="Оформление заказа" />
      {stale ? <CartStaleNote savedAt={savedAt} /> : null}
      <div className="split order-layout">
        <section className="order-review" aria-labelledby="order-review-title">
          <div className="order-review__head">
            <h2 id="order-review-title" className="order-section__title">
              Ваш заказ
            </h2>
            <AppLink href="/cart/" className="order-review__edit">
              Изменить
            </AppLink>
          </div>
          <ul className="cart-part__list">
            {entries.map((entry) => (
              <li key={entryKey(entry)}>
                <CartEntryView entry={entry} gone={goneReason(entry, now)} />
              </li>
            ))}
          </ul>
          <p className="sum-line cart-summary__line order-review__total">
            <span>Итого, {pluralize(entries.length, ITEM_FORMS)}</span>
            <strong className="cart-summary__total">{formatPrice(cart.total)}</strong>
          </p>
          <BookingTerms items={pricedItems(entries)} className="order-review__terms" />
        </section>
        <OrderForm
          sessionId={cart.sessionid}
          travellers={travellerPlaces(cart.tours.items)}
          blockedReason={
            stale
              ? OFFLINE_REASON
              : entries.some((entry) => goneReason(entry, now) !== null)
                ? GONE_NOTE
                : null
          }
        />
      </div>
    </>
  );
}

/** An empty cart: just after ordering, the order placed; else the way to the catalogues. */
function NothingToOrder({ stale }: { stale: boolean }) {
  const { order } = useSnapshot(placedOrderState);
  const signedIn = isSignedIn(useSnapshot(sessionState));
  if (!order) return <CartEmpty stale={stale} />;
  return (
    <div className="order-placed" role="status">
      <p className="order-placed__title">Заказ {order.number} оформлен.</p>
      <p>Подтверждение придёт на {order.email}.</p>
      <div className="cluster order-placed__actions">
        {order.canPay ? (
          <AppLink
            href={paymentPath(order.id)}
            search={paymentSearch(order.paymentToken)}
            className="button button--primary"
          >
            Оплатить онлайн
          </AppLink>
        ) : null}
        {signedIn ? (
          <AppLink href="/user/orders/" search={{ order: order.id }} className="button button--ghost">
            Мои заказы
          </AppLink>
        ) : (
          <AppLink href="/" className="button button--ghost">
            На главную
          </AppLink>
        )}
      </div>
    </div>
  );
}
