import { createFileRoute } from '@tanstack/react-router';
import { AddToCart } from '@/features/cart/CartAddButton';
import { ExcursionPage } from '@/features/catalogue/excursions/ExcursionPage';
import { loadExcursionPage } from '@/features/catalogue/excursions/resolve-page';
import { parseExcursionSearch } from '@/features/catalogue/search-params';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { routeHead } from '@/shared/lib/page-head';

/**
 * An excursion group (`/excursions/{group}/`) or an excursion by its slug alone
 * (`/excursions/{slug}/`); an excursion under its group has a route of its own.
 */
export const Route = createFileRoute('/excursions/$')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseExcursionSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params: { _splat = '' }, deps }) =>
    loadExcursionPage(queryClient, 'current', _splat, deps),
  head: (context) => routeHead(context, context.loaderData?.head),
  pendingComponent: DetailSkeleton,
  component: () => <ExcursionPage catalog="current" from={Route.id} addToCart={AddToCart} />,
});
