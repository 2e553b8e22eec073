import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AddToCart } from '@/features/cart/CartAddButton';
import { tourQueryOptions } from '@/features/catalogue/api/get-tour';
import { loadEventTour } from '@/features/catalogue/tours/load-tour-page';
import { parseEventParam } from '@/features/catalogue/tours/tour-paths';
import { TourDetailView } from '@/features/catalogue/tours/TourDetailView';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { routeHead } from '@/shared/lib/page-head';

interface EventSearch {
  /** The tour event's id; a bad value is no choice (the page then offers the dates). */
  event?: number | undefined;
}

/** One departure of a tour: `/tours/events/{group}/{tour}/?event={id}`. */
export const Route = createFileRoute('/tours/events/$')({
  staticData: { savableOffline: true },
  // The key is always returned: the router keeps raw keys that validation leaves out.
  validateSearch: (search: Record<string, unknown>): EventSearch => ({
    event: parseEventParam(search.event),
  }),
  loader: ({ context: { queryClient }, params: { _splat = '' } }) => loadEventTour(queryClient, _splat),
  head: (context) => routeHead(context, context.loaderData?.head),
  pendingComponent: DetailSkeleton,
  component: TourEventPage,
});

function TourEventPage() {
  const { path } = Route.useLoaderData();
  const { event } = Route.useSearch();
  const { data: tour } = useSuspenseQuery(tourQueryOptions(path));
  return <TourDetailView tour={tour} eventId={event} eventPage addToCart={AddToCart} />;
}
