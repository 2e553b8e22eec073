import { createFileRoute } from '@tanstack/react-router';
import { AddRoomToCart } from '@/features/cart/AddRoomToCart';
import { roomCartQueryOptions } from '@/features/cart/api/probe-room-cart';
import { loadRoomTypePage } from '@/features/catalogue/hotels/load-hotel-page';
import { RoomTypePage } from '@/features/catalogue/hotels/RoomTypePage';
import { parseHotelSearch } from '@/features/catalogue/search-params';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { openFeedbackWith } from '@/features/feedback/request';
import { routeHead } from '@/shared/lib/page-head';

/** Other hotel paths: `/hotels/{hotel}/{room-type}/` is a room type; anything else is not found. */
export const Route = createFileRoute('/hotels/$')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseHotelSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params: { _splat = '' }, deps }) =>
    loadRoomTypePage(queryClient, _splat, deps, queryClient.prefetchQuery(roomCartQueryOptions())),
  head: (context) => routeHead(context, context.loaderData?.head),
  pendingComponent: DetailSkeleton,
  component: () => <RoomTypePage addToCart={AddRoomToCart} onRequestRoom={openFeedbackWith} />,
});
