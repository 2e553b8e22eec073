import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/login')({
  component: Page,
});

function Page() {
  return <PageHeading title="Авторизация" />;
}
