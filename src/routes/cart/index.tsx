import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/CartPage';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/cart/')({
  staticData: { personal: true },
  head: (context) => routeHead(context, { label: 'Корзина', noindex: true }),
  component: CartPage,
});
