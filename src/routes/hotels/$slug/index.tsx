import { createFileRoute } from '@tanstack/react-router';
import { AddRoomToCart } from '@/features/cart/AddRoomToCart';
import { roomCartQueryOptions } from '@/features/cart/api/probe-room-cart';
import { HotelPage } from '@/features/catalogue/hotels/HotelPage';
import { loadHotelPage } from '@/features/catalogue/hotels/load-hotel-page';
import { parseHotelPageSearch } from '@/features/catalogue/search-params';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { openFeedbackWith } from '@/features/feedback/request';
import { routeHead } from '@/shared/lib/page-head';

/** A hotel and its room types for the stay; whether the cart takes rooms decides each room's button. */
export const Route = createFileRoute('/hotels/$slug/')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseHotelPageSearch(search),
  loaderDeps: ({ search: { date_from, date_to, room } }) => ({ date_from, date_to, room }),
  loader: ({ context: { queryClient }, params: { slug }, deps }) =>
    loadHotelPage(queryClient, slug, deps, queryClient.prefetchQuery(roomCartQueryOptions())),
  head: (context) => routeHead(context, context.loaderData?.head),
  pendingComponent: DetailSkeleton,
  component: () => <HotelPage addToCart={AddRoomToCart} onRequestRoom={openFeedbackWith} />,
});
