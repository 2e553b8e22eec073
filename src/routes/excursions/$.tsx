import { createFileRoute, notFound } from '@tanstack/react-router';
import { ExcursionDetailView } from '@/features/catalogue/excursions/ExcursionDetailView';
import { ExcursionGroupView } from '@/features/catalogue/excursions/ExcursionGroupView';
import { ExcursionSearchForm } from '@/features/catalogue/excursions/ExcursionSearchForm';
import { resolveExcursionPage } from '@/features/catalogue/excursions/resolve-page';
import { excursionSearchKey } from '@/features/catalogue/excursions/search-key';
import { parseExcursionSearch } from '@/features/catalogue/search-params';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { withSearch } from '@/features/catalogue/ui/url';

/** An excursion group (`/excursions/{group}/`) or an excursion (`/excursions/{group}/{slug}/`). */
export const Route = createFileRoute('/excursions/$')({
  validateSearch: (search: Record<string, unknown>) => parseExcursionSearch(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params: { _splat = '' }, deps }) => {
    const page = await resolveExcursionPage(queryClient, 'current', _splat, deps);
    if (!page) throw notFound();
    return page;
  },
  pendingComponent: DetailSkeleton,
  component: Page,
});

function Page() {
  const page = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const crumbs = [{ title: 'Экскурсии', href: withSearch('/excursions/', { ...search }) }];
  const form = (
    <ExcursionSearchForm
      key={excursionSearchKey(search)}
      search={search}
      compact={page.kind === 'excursion'}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  );
  return page.kind === 'group' ? (
    <ExcursionGroupView slug={page.slug} search={search} crumbs={crumbs} form={form} />
  ) : (
    <ExcursionDetailView path={page.path} search={search} crumbs={crumbs} form={form} />
  );
}
