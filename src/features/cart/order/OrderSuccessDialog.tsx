import { useSnapshot } from 'valtio';
import { paymentPath, paymentSearch } from '@/shared/lib/payment-link';
import { closeDialog } from '@/shared/state/dialogs';
import { AppLink } from '@/shared/ui/AppLink';
import { NoticeDialog } from '@/shared/ui/NoticeDialog';
import { placedOrderState } from './placed-order';
import './order.css';

/**
 * Spec §2 order success (502 px): 'Ваш заказ успешно оформлен!' and the confirmation letter; after
 * an order that can be paid online, the way to pay. (A sent message opens FeedbackSentDialog.)
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
      {order?.canPay ? (
        <>
          <p className="dialog__text">Заказ можно оплатить картой онлайн сейчас или позже.</p>
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
