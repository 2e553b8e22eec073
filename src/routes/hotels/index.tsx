import { createFileRoute } from '@tanstack/react-router';
import { hotelsQueryOptions } from '@/features/catalogue/api/list-hotels';
import { HOTEL_CATALOG } from '@/features/catalogue/catalogs';
import { HotelsPage } from '@/features/catalogue/hotels/HotelsPage';
import { parseHotelSearch } from '@/features/catalogue/search-params';
import { prefetchForPage } from '@/shared/api/prefetch-for-page';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/hotels/')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseHotelSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchForPage(queryClient, hotelsQueryOptions(deps)),
  head: (context) => routeHead(context, { label: HOTEL_CATALOG.title }),
  component: HotelsPage,
});
