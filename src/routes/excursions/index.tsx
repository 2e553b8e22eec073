import { createFileRoute } from '@tanstack/react-router';
import { excursionGroupsQueryOptions } from '@/features/catalogue/api/list-excursion-groups';
import { ExcursionCatalogue } from '@/features/catalogue/excursions/ExcursionCatalogue';
import { ExcursionGroupsList } from '@/features/catalogue/excursions/ExcursionGroupsList';
import { excursionSearchOf, parseExcursionCatalogueSearch } from '@/features/catalogue/search-params';
import { EXCURSION_CATALOGS } from '@/features/catalogue/catalogs';
import { prefetchForPage } from '@/shared/api/prefetch-for-page';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/excursions/')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseExcursionCatalogueSearch(search),
  loaderDeps: ({ search }) => excursionSearchOf(search),
  loader: ({ context: { queryClient }, deps }) =>
    prefetchForPage(queryClient, excursionGroupsQueryOptions('current', deps)),
  head: (context) => routeHead(context, { label: EXCURSION_CATALOGS.current.title }),
  component: () => <ExcursionCatalogue catalog="current" view="list" results={ExcursionGroupsList} />,
});
