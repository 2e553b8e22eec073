import { createFileRoute, notFound } from '@tanstack/react-router';
import { PaymentPage } from '@/features/payment/PaymentPage';
import { routeHead } from '@/shared/lib/page-head';
import type { PaymentSearch } from '@/shared/lib/payment-link';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * `/payment/{order id}/`; `?token=` for an order placed without an account, `?payment_id=` when the
 * payment page sends the visitor back.
 */
export const Route = createFileRoute('/payment/$')({
  staticData: { personal: true },
  validateSearch: (search: Record<string, unknown>): PaymentSearch => {
    const token = text(search.token);
    const paymentId = text(search.payment_id);
    return { ...(token ? { token } : {}), ...(paymentId ? { payment_id: paymentId } : {}) };
  },
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
  const { payment_id, token } = Route.useSearch();
  return <PaymentPage orderId={orderId} token={token} returned={payment_id !== undefined} />;
}
