import { createFileRoute } from '@tanstack/react-router';
import { hotelsQueryOptions } from '@/features/catalogue/api/list-hotels';
import { HotelList } from '@/features/catalogue/hotels/HotelList';
import { HotelSearchForm } from '@/features/catalogue/hotels/HotelSearchForm';
import { hotelSearchKey } from '@/features/catalogue/hotels/search-key';
import { parseHotelSearch } from '@/features/catalogue/search-params';
import { hotelSearchSummary } from '@/features/catalogue/search-summary';
import { prefetchForPage } from '@/shared/api/prefetch-for-page';
import { routeHead } from '@/shared/lib/page-head';
import { PageHeading } from '@/shared/ui/PageHeading';
import { SearchPanel } from '@/shared/ui/SearchPanel';

const TITLE = 'Отели';

export const Route = createFileRoute('/hotels/')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseHotelSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchForPage(queryClient, hotelsQueryOptions(deps)),
  head: (context) => routeHead(context, { label: TITLE }),
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeading title={TITLE} />
      <SearchPanel key={hotelSearchKey(search)} summary={hotelSearchSummary(search)}>
        <HotelSearchForm search={search} onSearch={(next) => void navigate({ search: next })} />
      </SearchPanel>
      <HotelList search={search} />
    </>
  );
}
