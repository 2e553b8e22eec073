import { createFileRoute } from '@tanstack/react-router';
import { parseExcursionSearch } from '@/features/catalogue/search-params';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/excursions/table/')({
  validateSearch: (search: Record<string, unknown>) => parseExcursionSearch(search),
  component: Page,
});

function Page() {
  return <PageHeading title="Расписание экскурсий" />;
}
