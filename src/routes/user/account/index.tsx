import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/shared/lib/page-head';
import { PageHeading } from '@/shared/ui/PageHeading';

const TITLE = 'Мои данные';

export const Route = createFileRoute('/user/account/')({
  head: (context) => routeHead(context, { label: TITLE }),
  component: Page,
});

function Page() {
  return <PageHeading title={TITLE} />;
}
