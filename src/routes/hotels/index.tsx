import { createFileRoute } from '@tanstack/react-router';
import { hotelsQueryOptions } from '@/features/catalogue/api/list-hotels';
import { HotelList } from '@/features/catalogue/hotels/HotelList';
import { HotelSearchForm } from '@/features/catalogue/hotels/HotelSearchForm';
import { hotelSearchKey } from '@/features/catalogue/hotels/search-key';
import { parseHotelSearch } from '@/features/catalogue/search-params';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/hotels/')({
  validateSearch: (search: Record<string, unknown>) => parseHotelSearch(search),
  loaderDeps: ({ search }) => search,
  // A failed list is shown (and logged) by the list itself; the page around it still works.
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(hotelsQueryOptions(deps)),
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeading title="Отели" />
      <HotelSearchForm
        key={hotelSearchKey(search)}
        search={search}
        onSearch={(next) => void navigate({ search: next })}
      />
      <HotelList search={search} />
    </>
  );
}
