import { createFileRoute } from '@tanstack/react-router';
import { AddToCart } from '@/features/cart/CartAddButton';
import { loadTourPage } from '@/features/catalogue/tours/load-tour-page';
import { TourPage } from '@/features/catalogue/tours/TourPage';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { routeHead } from '@/shared/lib/page-head';

/** `/tours/{group}/` is a tour group, `/tours/{tour}/` and `/tours/{group}/{tour}/` a tour; else 404. */
export const Route = createFileRoute('/tours/$')({
  staticData: { savableOffline: true },
  loader: ({ context: { queryClient }, params: { _splat = '' } }) => loadTourPage(queryClient, _splat),
  head: (context) => routeHead(context, context.loaderData?.head),
  pendingComponent: DetailSkeleton,
  component: () => <TourPage from={Route.id} addToCart={AddToCart} />,
});
