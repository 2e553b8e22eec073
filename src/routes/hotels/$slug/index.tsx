import { createFileRoute } from '@tanstack/react-router';
import { roomCartQueryOptions } from '@/features/cart/api/probe-room-cart';
import { AddToCart } from '@/features/cart/CartAddButton';
import { HotelDetailView } from '@/features/catalogue/hotels/HotelDetailView';
import { HotelSearchForm } from '@/features/catalogue/hotels/HotelSearchForm';
import { openFeedbackWith } from '@/features/feedback/request';
import { loadHotelPage } from '@/features/catalogue/hotels/load-hotel-page';
import { hotelSearchKey } from '@/features/catalogue/hotels/search-key';
import { parseHotelSearch, parseRoomTypeParam } from '@/features/catalogue/search-params';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { routeHead } from '@/shared/lib/page-head';

/** A hotel and its room types for the stay; menu room-type links add `?room_type=`. */
export const Route = createFileRoute('/hotels/$slug/')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => ({
    ...parseHotelSearch(search),
    room_type: parseRoomTypeParam(search.room_type),
  }),
  loaderDeps: ({ search: { date_from, date_to, room } }) => ({ date_from, date_to, room }),
  loader: async ({ context: { queryClient }, params: { slug }, deps }) =>
    (
      await Promise.all([
        loadHotelPage(queryClient, slug, deps),
        queryClient.prefetchQuery(roomCartQueryOptions()),
      ])
    )[0],
  head: (context) => routeHead(context, context.loaderData?.head),
  pendingComponent: DetailSkeleton,
  component: Page,
});

function Page() {
  const { slug } = Route.useParams();
  const { room_type, ...search } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HotelDetailView
      slug={slug}
      search={search}
      roomType={room_type}
      addToCart={AddToCart}
      onRequestRoom={openFeedbackWith}
      form={
        <HotelSearchForm
          key={hotelSearchKey(search)}
          search={search}
          compact
          onSearch={(next) => void navigate({ search: { ...next, room_type }, replace: true })}
        />
      }
    />
  );
}
