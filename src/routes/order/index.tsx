import { createFileRoute } from '@tanstack/react-router';
import { OrderPage } from '@/features/cart/order/OrderPage';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/order/')({
  staticData: { personal: true },
  head: (context) => routeHead(context, { label: 'Оформление заказа', noindex: true }),
  component: OrderPage,
});
