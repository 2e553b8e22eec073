import { createFileRoute } from '@tanstack/react-router';
import { AddToCart } from '@/features/cart/CartAddButton';
import { ExcursionPage } from '@/features/catalogue/excursions/ExcursionPage';
import { loadExcursionPage } from '@/features/catalogue/excursions/resolve-page';
import { parseExcursionSearch } from '@/features/catalogue/search-params';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { routeHead } from '@/shared/lib/page-head';

/** The schedule of an old-catalogue excursion (`…/events/{slug}/` or `…/events/{group}/{slug}/`). */
export const Route = createFileRoute('/excursions_old/events/$')({
  validateSearch: (search: Record<string, unknown>) => parseExcursionSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params: { _splat = '' }, deps }) =>
    loadExcursionPage(queryClient, 'old', _splat, deps, { groups: false }),
  head: (context) => routeHead(context, context.loaderData?.head),
  pendingComponent: DetailSkeleton,
  component: () => <ExcursionPage catalog="old" from={Route.id} addToCart={AddToCart} />,
});
