import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/tours/events/$')({
  component: Page,
});

function Page() {
  return <PageHeading title="Тур" />;
}
