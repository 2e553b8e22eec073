import { createFileRoute } from '@tanstack/react-router';
import { prefetchBriefly } from '@/features/catalogue/api/prefetch';
import { excursionsQueryOptions } from '@/features/catalogue/api/list-excursions';
import { ExcursionSearchForm } from '@/features/catalogue/excursions/ExcursionSearchForm';
import { ExcursionTable } from '@/features/catalogue/excursions/ExcursionTable';
import { excursionSearchKey } from '@/features/catalogue/excursions/search-key';
import { ViewSwitch } from '@/features/catalogue/excursions/ViewSwitch';
import { parseExcursionSearch } from '@/features/catalogue/search-params';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/excursions/table/')({
  validateSearch: (search: Record<string, unknown>) => parseExcursionSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    prefetchBriefly(queryClient, excursionsQueryOptions('current', deps)),
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeading title="Расписание экскурсий" />
      <ExcursionSearchForm
        key={excursionSearchKey(search)}
        search={search}
        onSearch={(next) => void navigate({ search: next })}
      />
      <ViewSwitch catalog="current" search={search} />
      <ExcursionTable catalog="current" search={search} path="/excursions/table/" />
    </>
  );
}
