import { createFileRoute } from '@tanstack/react-router';
import { tourGroupsQueryOptions } from '@/features/catalogue/api/list-tour-groups';
import { parseTourCatalogueSearch } from '@/features/catalogue/search-params';
import { ToursCatalogue } from '@/features/catalogue/tours/ToursCatalogue';
import { TourGroupsList } from '@/features/catalogue/tours/TourGroupsList';
import { TOUR_CATALOG } from '@/features/catalogue/catalogs';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/tours/')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseTourCatalogueSearch(search),
  // A failed list is not a failed page (docs/product.md#errors): the loader waits but never throws.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(tourGroupsQueryOptions()),
  head: (context) => routeHead(context, { label: TOUR_CATALOG.title }),
  component: () => <ToursCatalogue view="list" results={TourGroupsList} />,
});
