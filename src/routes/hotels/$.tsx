import { createFileRoute } from '@tanstack/react-router';
import { roomCartQueryOptions } from '@/features/cart/api/probe-room-cart';
import { AddToCart } from '@/features/cart/CartAddButton';
import { HotelSearchForm } from '@/features/catalogue/hotels/HotelSearchForm';
import { openFeedbackWith } from '@/features/feedback/request';
import { loadRoomTypePage } from '@/features/catalogue/hotels/load-hotel-page';
import { RoomTypeView } from '@/features/catalogue/hotels/RoomTypeView';
import { hotelSearchKey } from '@/features/catalogue/hotels/search-key';
import { parseHotelSearch } from '@/features/catalogue/search-params';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { routeHead } from '@/shared/lib/page-head';

/** Other hotel paths: `/hotels/{hotel}/{room-type}/` is a room type; anything else is not found. */
export const Route = createFileRoute('/hotels/$')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseHotelSearch(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params: { _splat = '' }, deps }) =>
    (
      await Promise.all([
        loadRoomTypePage(queryClient, _splat, deps),
        queryClient.prefetchQuery(roomCartQueryOptions()),
      ])
    )[0],
  head: (context) => routeHead(context, context.loaderData?.head),
  pendingComponent: DetailSkeleton,
  component: Page,
});

function Page() {
  const { path } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RoomTypeView
      path={path}
      search={search}
      addToCart={AddToCart}
      onRequestRoom={openFeedbackWith}
      form={
        <HotelSearchForm
          key={hotelSearchKey(search)}
          search={search}
          compact
          onSearch={(next) => void navigate({ search: next, replace: true })}
        />
      }
    />
  );
}
