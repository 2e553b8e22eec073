import { createFileRoute, useRouter } from '@tanstack/react-router';
import { prefetchBriefly } from '@/features/catalogue/api/prefetch';
import { hotelsQueryOptions } from '@/features/catalogue/api/list-hotels';
import { HotelList } from '@/features/catalogue/hotels/HotelList';
import { HotelSearchForm } from '@/features/catalogue/hotels/HotelSearchForm';
import { hotelSearchKey } from '@/features/catalogue/hotels/search-key';
import { parseHotelSearch } from '@/features/catalogue/search-params';
import { withSearch } from '@/features/catalogue/ui/url';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/hotels/')({
  validateSearch: (search: Record<string, unknown>) => parseHotelSearch(search),
  loaderDeps: ({ search }) => search,
  // A failed list is shown (and logged) by the list itself; the page around it still works.
  loader: ({ context: { queryClient }, deps }) => prefetchBriefly(queryClient, hotelsQueryOptions(deps)),
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  // By href: the router would quote a room of adults only (`room=%222%22`).
  const router = useRouter();
  return (
    <>
      <PageHeading title="Отели" />
      <HotelSearchForm
        key={hotelSearchKey(search)}
        search={search}
        onSearch={(next) => void router.navigate({ href: withSearch('/hotels/', { ...next }) })}
      />
      <HotelList search={search} />
    </>
  );
}
