import { createFileRoute, notFound } from '@tanstack/react-router';
import { ExcursionDetailView } from '@/features/catalogue/excursions/ExcursionDetailView';
import { ExcursionSearchForm } from '@/features/catalogue/excursions/ExcursionSearchForm';
import { resolveExcursionPage } from '@/features/catalogue/excursions/resolve-page';
import { excursionSearchKey } from '@/features/catalogue/excursions/search-key';
import { parseExcursionSearch } from '@/features/catalogue/search-params';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { withSearch } from '@/features/catalogue/ui/url';

/** The schedule of an old-catalogue excursion (`…/events/{slug}/` or `…/events/{group}/{slug}/`). */
export const Route = createFileRoute('/excursions_old/events/$')({
  validateSearch: (search: Record<string, unknown>) => parseExcursionSearch(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params: { _splat = '' }, deps }) => {
    const page = await resolveExcursionPage(queryClient, 'old', _splat, deps, { groups: false });
    if (page?.kind !== 'excursion') throw notFound();
    return page;
  },
  pendingComponent: DetailSkeleton,
  component: Page,
});

function Page() {
  const { path } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ExcursionDetailView
      path={path}
      search={search}
      crumbs={[{ title: 'Каталог экскурсий', href: withSearch('/excursions_old/', { ...search }) }]}
      form={
        <ExcursionSearchForm
          key={excursionSearchKey(search)}
          search={search}
          compact
          onSearch={(next) => void navigate({ search: next, replace: true })}
        />
      }
    />
  );
}
