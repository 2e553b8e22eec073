import { createFileRoute } from '@tanstack/react-router';
import { tourGroupsQueryOptions } from '@/features/catalogue/api/list-tour-groups';
import { parseTourSearch } from '@/features/catalogue/search-params';
import { ToursCatalogue } from '@/features/catalogue/tours/ToursCatalogue';
import { routeHead } from '@/shared/lib/page-head';
import { PageHeading } from '@/shared/ui/PageHeading';

const TITLE = 'Расписание туров';

export const Route = createFileRoute('/tours/table/')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseTourSearch(search),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(tourGroupsQueryOptions()),
  head: (context) => routeHead(context, { label: TITLE }),
  component: ToursTablePage,
});

function ToursTablePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeading title={TITLE} />
      <ToursCatalogue view="table" search={search} onSearch={(next) => void navigate({ search: next })} />
    </>
  );
}
