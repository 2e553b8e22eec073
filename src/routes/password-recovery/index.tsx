import { createFileRoute } from '@tanstack/react-router';
import { PasswordRecoveryPage } from '@/features/auth/PasswordRecoveryPage';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/password-recovery/')({
  staticData: { personal: true },
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && /^[\w-]{8,200}$/.test(search.token) ? { token: search.token } : {},
  head: (context) => routeHead(context, { label: 'Восстановление пароля', noindex: true }),
  component: Page,
});

function Page() {
  return <PasswordRecoveryPage token={Route.useSearch().token} />;
}
