import { createFileRoute, notFound, useRouter } from '@tanstack/react-router';
import { roomTypeQueryOptions } from '@/features/catalogue/api/get-room-type';
import { HotelSearchForm } from '@/features/catalogue/hotels/HotelSearchForm';
import { RoomTypeView } from '@/features/catalogue/hotels/RoomTypeView';
import { hotelSearchKey } from '@/features/catalogue/hotels/search-key';
import { parseHotelSearch } from '@/features/catalogue/search-params';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { withSearch } from '@/features/catalogue/ui/url';
import { ApiError } from '@/shared/api/error';

/** Other hotel paths: `/hotels/{hotel}/{room-type}/` is a room type; anything else is not found. */
export const Route = createFileRoute('/hotels/$')({
  validateSearch: (search: Record<string, unknown>) => parseHotelSearch(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params: { _splat = '' }, deps }) => {
    const segments = _splat.split('/').filter(Boolean);
    if (segments.length !== 2) throw notFound();
    const path = segments.join('/');
    try {
      await queryClient.ensureQueryData(roomTypeQueryOptions(path, deps));
    } catch (error) {
      if (error instanceof ApiError && error.isNotFound) throw notFound();
      throw error;
    }
    return { path };
  },
  pendingComponent: DetailSkeleton,
  component: Page,
});

function Page() {
  const { path } = Route.useLoaderData();
  const search = Route.useSearch();
  // By href: the router would quote a room of adults only (`room=%222%22`).
  const router = useRouter();
  return (
    <RoomTypeView
      path={path}
      search={search}
      form={
        <HotelSearchForm
          key={hotelSearchKey(search)}
          search={search}
          compact
          onSearch={(next) =>
            void router.navigate({ href: withSearch(`/hotels/${path}/`, { ...next }), replace: true })
          }
        />
      }
    />
  );
}
