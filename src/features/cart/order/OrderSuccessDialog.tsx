import { useSnapshot, type Snapshot } from 'valtio';
import { formatDate, formatPrice } from '@common/format';
import { holdWords } from '@common/order-words';
import { paymentPath, paymentSearch } from '@common/payment-link';
import { closeDialog } from '@/shared/state/dialogs';
import { AppLink } from '@/shared/ui/AppLink';
import { NoticeDialog } from '@/shared/ui/NoticeDialog';
import { OrderLines } from '@/shared/ui/OrderLines';
import { OrderTerms } from '@/shared/ui/OrderTerms';
import { Term } from '@/shared/ui/Term';
import { placedOrderState, type PlacedSummary } from './placed-order';
import './order.css';

/**
 * Order success (docs/product.md#dialogs, 502 px): 'Ваш заказ успешно оформлен!' and the confirmation letter; then
 * what is booked, what is owed and until when the places are held, the cancellation terms, and
 * after an order that can be paid online, the way to pay. (A sent message opens FeedbackSentDialog.)
 */
export function OrderSuccessDialog() {
  const { order } = useSnapshot(placedOrderState);
  return (
    <NoticeDialog
      name="orderSuccess"
      title="Ваш заказ успешно оформлен!"
      text={
        order ? (
          <>
            Номер заказа — <strong>{order.number}</strong>. Письмо с подтверждением придёт на почту{' '}
            <strong>{order.email}</strong>.
          </>
        ) : (
          'Письмо с подтверждением придёт на почту.'
        )
      }
    >
      {order?.summary ? <PlacedOrderSummary summary={order.summary} canPay={order.canPay} /> : null}
      {order?.canPay ? (
        <>
          <AppLink
            href={paymentPath(order.id)}
            search={paymentSearch(order.paymentToken)}
            className="button button--primary form-submit"
            data-autofocus=""
            onClick={() => closeDialog('orderSuccess')}
          >
            Оплатить онлайн
          </AppLink>
          <button
            type="button"
            className="button button--ghost form-submit"
            onClick={() => closeDialog('orderSuccess')}
          >
            Оплачу позже
          </button>
        </>
      ) : undefined}
    </NoticeDialog>
  );
}

/** What is booked and what is owed, and for how long the unpaid places are held. */
function PlacedOrderSummary({ summary, canPay }: { summary: Snapshot<PlacedSummary>; canPay: boolean }) {
  const hold = summary.paid === 0 ? holdWords(summary.hold_until) : null;
  return (
    <>
      <OrderLines items={summary.items} links={false} />
      <dl className="order-placed-sums">
        <Term name="Сумма заказа">{formatPrice(summary.total)}</Term>
        <Term name="Оплачено">{formatPrice(summary.paid)}</Term>
        <Term name="К оплате" className="order-placed-sums__due">
          {formatPrice(summary.to_pay)}
          {summary.pay_until ? ` до ${formatDate(summary.pay_until)}` : ''}
        </Term>
      </dl>
      {hold && canPay ? (
        <p className="order-placed-hold">
          {hold}. Оплатите онлайн сейчас или позже — из письма или личного кабинета; не успеете — места снова
          поступят в продажу.
        </p>
      ) : canPay ? (
        <p className="dialog__text">Заказ можно оплатить картой онлайн сейчас или позже.</p>
      ) : null}
      <OrderTerms className="order-placed-terms" />
    </>
  );
}
