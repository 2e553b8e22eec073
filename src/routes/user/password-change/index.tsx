import { createFileRoute } from '@tanstack/react-router';
import { PasswordChangePage } from '@/features/account/PasswordChangePage';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/user/password-change/')({
  head: (context) => routeHead(context, { label: 'Смена пароля', noindex: true }),
  component: PasswordChangePage,
});
