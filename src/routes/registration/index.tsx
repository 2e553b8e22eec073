import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '@/features/auth/RegistrationPage';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/registration/')({
  staticData: { personal: true },
  head: (context) => routeHead(context, { label: 'Регистрация' }),
  component: RegistrationPage,
});
