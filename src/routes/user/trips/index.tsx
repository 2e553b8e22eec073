import { createFileRoute } from '@tanstack/react-router';
import { TripsPage } from '@/features/trips/TripsPage';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/user/trips/')({
  head: (context) => routeHead(context, { label: 'Мои поездки', noindex: true }),
  component: Page,
});

function Page() {
  return <TripsPage origin={Route.useRouteContext({ select: (context) => context.origin })} />;
}
