import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountLayout } from '@/features/account/AccountLayout';

/**
 * The personal account: only for a signed-in visitor. Anyone else goes to the sign-in callback
 * route, which opens authorization and brings them back here afterwards. The pages' data is
 * personal: the browser fetches it, the server renders none of it.
 */
export const Route = createFileRoute('/user')({
  staticData: { personal: true },
  beforeLoad: ({ context, location }) => {
    if (!context.session.signedIn()) throw redirect({ to: '/login/', search: { next: location.href } });
  },
  component: AccountLayout,
});
