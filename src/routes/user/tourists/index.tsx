import { createFileRoute } from '@tanstack/react-router';
import { TouristsPage } from '@/features/account/TouristsPage';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/user/tourists/')({
  head: (context) => routeHead(context, { label: 'Мои туристы', noindex: true }),
  component: TouristsPage,
});
