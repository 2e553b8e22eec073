import { createFileRoute } from '@tanstack/react-router';
import { tourGroupsQueryOptions } from '@/features/catalogue/api/list-tour-groups';
import { parseTourCatalogueSearch } from '@/features/catalogue/search-params';
import { ToursCatalogue } from '@/features/catalogue/tours/ToursCatalogue';
import { ToursTable } from '@/features/catalogue/tours/ToursTable';
import { TOUR_CATALOG } from '@/features/catalogue/catalogs';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/tours/table/')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseTourCatalogueSearch(search),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(tourGroupsQueryOptions()),
  head: (context) => routeHead(context, { label: TOUR_CATALOG.tableTitle }),
  component: () => <ToursCatalogue view="table" results={ToursTable} />,
});
