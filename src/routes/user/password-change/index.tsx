import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/user/password-change/')({
  component: Page,
});

function Page() {
  return <PageHeading title="Смена пароля" />;
}
