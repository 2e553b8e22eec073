import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/payment/$')({
  component: Page,
});

function Page() {
  return <PageHeading title="Оплата" />;
}
