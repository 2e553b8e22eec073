import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/excursions_old/')({
  component: Page,
});

function Page() {
  return <PageHeading title="Каталог экскурсий" />;
}
