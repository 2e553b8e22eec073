import { createFileRoute } from '@tanstack/react-router';
import { excursionsQueryOptions } from '@/features/catalogue/api/list-excursions';
import { ExcursionCatalogue } from '@/features/catalogue/excursions/ExcursionCatalogue';
import { ExcursionTable } from '@/features/catalogue/excursions/ExcursionTable';
import { excursionSearchOf, parseExcursionCatalogueSearch } from '@/features/catalogue/search-params';
import { EXCURSION_CATALOGS } from '@/features/catalogue/catalogs';
import { prefetchForPage } from '@/shared/api/prefetch-for-page';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/excursions_old/table/')({
  validateSearch: (search: Record<string, unknown>) => parseExcursionCatalogueSearch(search),
  loaderDeps: ({ search }) => excursionSearchOf(search),
  loader: ({ context: { queryClient }, deps }) =>
    prefetchForPage(queryClient, excursionsQueryOptions('old', deps)),
  head: (context) => routeHead(context, { label: EXCURSION_CATALOGS.old.tableTitle }),
  component: () => <ExcursionCatalogue catalog="old" view="table" results={ExcursionTable} />,
});
