import { createFileRoute } from '@tanstack/react-router';
import { parseOrdersSearch } from '@/features/account/orders-search';
import { OrdersPage } from '@/features/account/OrdersPage';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/user/orders/')({
  validateSearch: (search: Record<string, unknown>) => parseOrdersSearch(search),
  head: (context) => routeHead(context, { label: 'История заказов', noindex: true }),
  component: Page,
});

function Page() {
  return <OrdersPage search={Route.useSearch()} />;
}
