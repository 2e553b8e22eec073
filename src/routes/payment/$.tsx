import { createFileRoute } from '@tanstack/react-router';
import { loadPaymentPage } from '@/features/payment/load-payment-page';
import { PaymentPage } from '@/features/payment/PaymentPage';
import { routeHead } from '@/shared/lib/page-head';
import { parsePaymentSearch } from '@common/payment-link';

/**
 * `/payment/{order id}/`; `?token=` for an order placed without an account, `?payment_id=` when the
 * payment page sends the visitor back.
 */
export const Route = createFileRoute('/payment/$')({
  staticData: { personal: true },
  validateSearch: parsePaymentSearch,
  loader: ({ params: { _splat = '' } }) => loadPaymentPage(_splat),
  head: (context) => routeHead(context, { label: 'Оплата заказа', noindex: true }),
  component: Page,
});

function Page() {
  const { orderId } = Route.useLoaderData();
  const { payment_id, token } = Route.useSearch();
  return <PaymentPage orderId={orderId} token={token} returned={payment_id !== undefined} />;
}
