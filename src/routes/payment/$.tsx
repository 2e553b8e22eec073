import { createFileRoute, notFound } from '@tanstack/react-router';
import { PaymentPage } from '@/features/payment/PaymentPage';
import { routeHead } from '@/shared/lib/page-head';

/** `/payment/{order id}/`; `?payment_id=` when the payment page sends the visitor back. */
export const Route = createFileRoute('/payment/$')({
  validateSearch: (search: Record<string, unknown>): { payment_id?: string } =>
    typeof search.payment_id === 'string' && search.payment_id ? { payment_id: search.payment_id } : {},
  loader: ({ params: { _splat = '' } }) => {
    const id = /^(\d{1,10})\/?$/.exec(_splat)?.[1];
    if (!id || Number(id) < 1) throw notFound();
    return { orderId: Number(id) };
  },
  head: (context) => routeHead(context, { label: 'Оплата заказа', noindex: true }),
  component: Page,
});

function Page() {
  const { orderId } = Route.useLoaderData();
  const { payment_id } = Route.useSearch();
  return <PaymentPage orderId={orderId} returned={payment_id !== undefined} />;
}
