import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/shared/lib/page-head';
import { PageHeading } from '@/shared/ui/PageHeading';

const TITLE = 'Смена пароля';

export const Route = createFileRoute('/user/password-change/')({
  head: (context) => routeHead(context, { label: TITLE }),
  component: Page,
});

function Page() {
  return <PageHeading title={TITLE} />;
}
