import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/LoginPage';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/login')({
  staticData: { personal: true },
  validateSearch: (search: Record<string, unknown>): { next?: string } =>
    typeof search.next === 'string' ? { next: search.next } : {},
  head: (context) => routeHead(context, { label: 'Авторизация', noindex: true }),
  component: Page,
});

function Page() {
  return <LoginPage next={Route.useSearch().next} />;
}
