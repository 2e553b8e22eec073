import { createFileRoute } from '@tanstack/react-router';
import { AddToCart } from '@/features/cart/CartAddButton';
import { loadEventTour } from '@/features/catalogue/tours/load-tour-page';
import { parseEventSearch } from '@/features/catalogue/tours/tour-paths';
import { TourPage } from '@/features/catalogue/tours/TourPage';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { routeHead } from '@/shared/lib/page-head';

/** One departure of a tour: `/tours/events/{group}/{tour}/?event={id}`. */
export const Route = createFileRoute('/tours/events/$')({
  staticData: { savableOffline: true },
  validateSearch: parseEventSearch,
  loader: ({ context: { queryClient }, params: { _splat = '' } }) => loadEventTour(queryClient, _splat),
  head: (context) => routeHead(context, context.loaderData?.head),
  pendingComponent: DetailSkeleton,
  component: () => <TourPage from={Route.id} addToCart={AddToCart} />,
});
