import { createFileRoute } from '@tanstack/react-router';
import { AddToCart } from '@/features/cart/CartAddButton';
import { ExcursionDetailPage } from '@/features/catalogue/excursions/ExcursionDetailPage';
import { loadExcursionPage } from '@/features/catalogue/excursions/resolve-page';
import { parseExcursionSearch } from '@/features/catalogue/search-params';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { routeHead } from '@/shared/lib/page-head';

/**
 * An excursion under its group (`/excursions/{group}/{excursion}/`). A route of its own, not the
 * splat's, so that an excursion page does not load the group's list and cards (decision 006).
 */
export const Route = createFileRoute('/excursions/$group/$slug/')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseExcursionSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params: { group, slug }, deps }) =>
    loadExcursionPage(queryClient, 'current', `${group}/${slug}`, deps),
  head: (context) => routeHead(context, context.loaderData?.head),
  pendingComponent: DetailSkeleton,
  component: () => <ExcursionDetailPage catalog="current" from={Route.id} addToCart={AddToCart} />,
});
