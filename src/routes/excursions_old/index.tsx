import { createFileRoute } from '@tanstack/react-router';
import { prefetchBriefly } from '@/features/catalogue/api/prefetch';
import { excursionGroupsQueryOptions } from '@/features/catalogue/api/list-excursion-groups';
import { ExcursionGroupsList } from '@/features/catalogue/excursions/ExcursionGroupsList';
import { ExcursionSearchForm } from '@/features/catalogue/excursions/ExcursionSearchForm';
import { excursionSearchKey } from '@/features/catalogue/excursions/search-key';
import { ViewSwitch } from '@/features/catalogue/excursions/ViewSwitch';
import { parseExcursionSearch } from '@/features/catalogue/search-params';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/excursions_old/')({
  validateSearch: (search: Record<string, unknown>) => parseExcursionSearch(search),
  loaderDeps: ({ search }) => search,
  // A failed list is shown (and logged) by the list itself; the page around it still works.
  loader: ({ context: { queryClient }, deps }) =>
    prefetchBriefly(queryClient, excursionGroupsQueryOptions('old', deps)),
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeading title="Каталог экскурсий" />
      <ExcursionSearchForm
        key={excursionSearchKey(search)}
        search={search}
        onSearch={(next) => void navigate({ search: next })}
      />
      <ViewSwitch catalog="old" search={search} />
      <ExcursionGroupsList catalog="old" search={search} path="/excursions_old/" />
    </>
  );
}
