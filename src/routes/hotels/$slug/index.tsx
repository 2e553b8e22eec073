import { createFileRoute } from '@tanstack/react-router';
import { parseHotelSearch } from '@/features/catalogue/search-params';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/hotels/$slug/')({
  validateSearch: (search: Record<string, unknown>) => parseHotelSearch(search),
  component: Page,
});

function Page() {
  return <PageHeading title="Отель" />;
}
