import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/account/ProfilePage';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/user/account/')({
  head: (context) => routeHead(context, { label: 'Мои данные', noindex: true }),
  component: ProfilePage,
});
