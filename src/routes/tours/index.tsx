import { createFileRoute } from '@tanstack/react-router';
import { tourGroupsQueryOptions } from '@/features/catalogue/api/list-tour-groups';
import { parseTourSearch } from '@/features/catalogue/search-params';
import { ToursCatalogue } from '@/features/catalogue/tours/ToursCatalogue';
import { routeHead } from '@/shared/lib/page-head';
import { PageHeading } from '@/shared/ui/PageHeading';

const TITLE = 'Туры';

export const Route = createFileRoute('/tours/')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseTourSearch(search),
  // A failed list is not a failed page (spec §8): the loader waits but never throws.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(tourGroupsQueryOptions()),
  head: (context) => routeHead(context, { label: TITLE }),
  component: ToursPage,
});

function ToursPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeading title={TITLE} />
      <ToursCatalogue view="list" search={search} onSearch={(next) => void navigate({ search: next })} />
    </>
  );
}
