import { createFileRoute } from '@tanstack/react-router';
import { excursionsQueryOptions } from '@/features/catalogue/api/list-excursions';
import { EXCURSION_CATALOGS } from '@/features/catalogue/excursions/catalogs';
import { ExcursionCatalogueTop } from '@/features/catalogue/excursions/ExcursionCatalogueTop';
import { ExcursionTable } from '@/features/catalogue/excursions/ExcursionTable';
import { parseExcursionSearch } from '@/features/catalogue/search-params';
import { prefetchForPage } from '@/shared/api/prefetch-for-page';
import { routeHead } from '@/shared/lib/page-head';

const CATALOG = 'current';

export const Route = createFileRoute('/excursions/table/')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseExcursionSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    prefetchForPage(queryClient, excursionsQueryOptions(CATALOG, deps)),
  head: (context) => routeHead(context, { label: EXCURSION_CATALOGS[CATALOG].tableTitle }),
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <ExcursionCatalogueTop
        catalog={CATALOG}
        title={EXCURSION_CATALOGS[CATALOG].tableTitle}
        search={search}
        onSearch={(next) => void navigate({ search: next })}
      />
      <ExcursionTable catalog={CATALOG} search={search} path={EXCURSION_CATALOGS[CATALOG].table} />
    </>
  );
}
