import { useSnapshot, type Snapshot } from 'valtio';
import { formatDate, formatPrice } from '@common/format';
import { dueWords, holdWords } from '@common/order-words';
import { paymentPath, paymentSearch } from '@common/payment-link';
import { isSignedIn, sessionState } from '@/shared/session/session-state';
import { closeDialog } from '@/shared/state/dialogs';
import { AppLink } from '@/shared/ui/AppLink';
import { DialogDoneButton } from '@/shared/ui/DialogDoneButton';
import { NoticeDialog } from '@/shared/ui/NoticeDialog';
import { OrderLines } from '@/shared/ui/OrderLines';
import { OrderTerms } from '@/shared/ui/OrderTerms';
import { Term } from '@/shared/ui/Term';
import { placedOrderState, type PlacedOrder, type PlacedSummary } from './placed-order';
import './order.css';

/**
 * Order success (docs/product.md#dialogs, 502 px): 'Ваш заказ успешно оформлен!' and the confirmation
 * letter; at once under it, how long the unpaid places are held and what is left to pay, with the
 * way to pay in sight on a phone; then what is booked, its sums and the cancellation terms.
 */
export function OrderSuccessDialog() {
  const { order } = useSnapshot(placedOrderState);
  const signedIn = isSignedIn(useSnapshot(sessionState));
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
      {order?.canPay ? (
        <>
          <PayNow order={order} signedIn={signedIn} />
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
      ) : null}
      {order?.summary ? <PlacedOrderSummary summary={order.summary} /> : null}
      {order?.canPay ? null : <DialogDoneButton dialog="orderSuccess" />}
    </NoticeDialog>
  );
}

/**
 * 'Места держим до 05:27 (по московскому времени). Осталось оплатить 12 900,00 ₽', and where the
 * order waits to be paid: the letter, and for a member 'Мои заказы' too (a guest has no cabinet).
 */
function PayNow({ order, signedIn }: { order: Snapshot<PlacedOrder>; signedIn: boolean }) {
  const summary = order.summary;
  const hold = summary && summary.paid === 0 ? holdWords(summary.hold_until) : null;
  const due = summary ? dueWords(summary) : null;
  const where = signedIn
    ? 'Оплатить можно сейчас или позже — по ссылке из письма или в «Мои заказы».'
    : 'Оплатить можно сейчас или позже — по ссылке из письма.';
  return (
    <div className="order-placed-hold" role="status">
      <p className="order-placed-hold__main">{[hold, due].filter(Boolean).join('. ')}.</p>
      <p>
        {where}
        {hold ? ' Не успеете — места снова поступят в продажу.' : ''}
      </p>
    </div>
  );
}

/** What is booked and what it costs, and the agency's cancellation terms. */
function PlacedOrderSummary({ summary }: { summary: Snapshot<PlacedSummary> }) {
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
      <OrderTerms className="order-placed-terms" />
    </>
  );
}
