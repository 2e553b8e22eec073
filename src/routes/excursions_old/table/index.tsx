import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/excursions_old/table/')({
  component: Page,
});

function Page() {
  return <PageHeading title="Расписание экскурсий" />;
}
