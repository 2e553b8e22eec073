import { createFileRoute } from '@tanstack/react-router';
import { addRoomToCart } from '@/features/cart/add-to-cart';
import { HotelDetailView } from '@/features/catalogue/hotels/HotelDetailView';
import { HotelSearchForm } from '@/features/catalogue/hotels/HotelSearchForm';
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
  loader: ({ context: { queryClient }, params: { slug }, deps }) => loadHotelPage(queryClient, slug, deps),
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
      onAddToCart={addRoomToCart}
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
