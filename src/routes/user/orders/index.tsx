import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/shared/lib/page-head';
import { PageHeading } from '@/shared/ui/PageHeading';

const TITLE = 'История заказов';

export const Route = createFileRoute('/user/orders/')({
  head: (context) => routeHead(context, { label: TITLE }),
  component: Page,
});

function Page() {
  return <PageHeading title={TITLE} />;
}
