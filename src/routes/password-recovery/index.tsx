import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/password-recovery/')({
  component: Page,
});

function Page() {
  return <PageHeading title="Восстановление пароля" />;
}
