import { createFileRoute } from '@tanstack/react-router';
import { excursionGroupsQueryOptions } from '@/features/catalogue/api/list-excursion-groups';
import { EXCURSION_CATALOGS } from '@/features/catalogue/excursions/catalogs';
import { ExcursionCatalogueTop } from '@/features/catalogue/excursions/ExcursionCatalogueTop';
import { ExcursionGroupsList } from '@/features/catalogue/excursions/ExcursionGroupsList';
import { parseExcursionSearch } from '@/features/catalogue/search-params';
import { prefetchForPage } from '@/shared/api/prefetch-for-page';
import { routeHead } from '@/shared/lib/page-head';

const CATALOG = 'current';

export const Route = createFileRoute('/excursions/')({
  staticData: { savableOffline: true },
  validateSearch: (search: Record<string, unknown>) => parseExcursionSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    prefetchForPage(queryClient, excursionGroupsQueryOptions(CATALOG, deps)),
  head: (context) => routeHead(context, { label: EXCURSION_CATALOGS[CATALOG].title }),
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <ExcursionCatalogueTop
        catalog={CATALOG}
        title={EXCURSION_CATALOGS[CATALOG].title}
        search={search}
        onSearch={(next) => void navigate({ search: next })}
      />
      <ExcursionGroupsList catalog={CATALOG} search={search} path={EXCURSION_CATALOGS[CATALOG].list} />
    </>
  );
}
