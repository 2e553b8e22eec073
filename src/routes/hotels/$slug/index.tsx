import { createFileRoute, notFound, useRouter } from '@tanstack/react-router';
import { hotelQueryOptions } from '@/features/catalogue/api/get-hotel';
import { HotelDetailView } from '@/features/catalogue/hotels/HotelDetailView';
import { HotelSearchForm } from '@/features/catalogue/hotels/HotelSearchForm';
import { hotelSearchKey } from '@/features/catalogue/hotels/search-key';
import { parseHotelSearch, parseRoomTypeParam } from '@/features/catalogue/search-params';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { withSearch } from '@/features/catalogue/ui/url';
import { ApiError } from '@/shared/api/error';

/** A hotel and its room types for the stay; menu room-type links add `?room_type=`. */
export const Route = createFileRoute('/hotels/$slug/')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...parseHotelSearch(search),
    room_type: parseRoomTypeParam(search.room_type),
  }),
  loaderDeps: ({ search: { date_from, date_to, room } }) => ({ date_from, date_to, room }),
  loader: async ({ context: { queryClient }, params: { slug }, deps }) => {
    try {
      await queryClient.ensureQueryData(hotelQueryOptions(slug, deps));
    } catch (error) {
      if (error instanceof ApiError && error.isNotFound) throw notFound();
      throw error;
    }
  },
  pendingComponent: DetailSkeleton,
  component: Page,
});

function Page() {
  const { slug } = Route.useParams();
  const { room_type, ...search } = Route.useSearch();
  // By href: the router would quote a room of adults only (`room=%222%22`).
  const router = useRouter();
  return (
    <HotelDetailView
      slug={slug}
      search={search}
      roomType={room_type}
      form={
        <HotelSearchForm
          key={hotelSearchKey(search)}
          search={search}
          compact
          onSearch={(next) =>
            void router.navigate({
              href: withSearch(`/hotels/${slug}/`, { ...next, ...(room_type ? { room_type } : {}) }),
              replace: true,
            })
          }
        />
      }
    />
  );
}
