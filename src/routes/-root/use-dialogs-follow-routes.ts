import { type ParsedLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isSignedIn, onSessionChange, sessionState } from '@/shared/session/session-state';
import { closeDialogsOnNavigation, openDialog } from '@/shared/state/dialogs';
import { clearServiceError } from '@/shared/state/service-error';

/**
 * `/?login` opens the sign-in dialog (docs/product.md#routes), and so does `/login`, the sign-in callback, for a
 * visitor who is not signed in yet.
 */
const asksForLogin = (location: ParsedLocation) =>
  (location.pathname === '/' && new URLSearchParams(location.searchStr).has('login')) ||
  (location.pathname === '/login/' && !isSignedIn(sessionState));

/**
 * A route change closes the authorization and code dialogs (docs/product.md#dialog-flow); `/?login` opens sign-in,
 * and once signed in the address drops its `?login` (a reload must not ask again).
 */
export function useDialogsFollowRoutes() {
  const router = useRouter();
  useEffect(() => {
    if (asksForLogin(router.state.location)) openDialog('auth');
    const unfollow = router.subscribe('onResolved', (event) => {
      if (event.pathChanged) {
        closeDialogsOnNavigation();
        clearServiceError();
      }
      if (event.hrefChanged && asksForLogin(event.toLocation)) openDialog('auth');
    });
    const unlisten = onSessionChange((event) => {
      const { pathname, searchStr } = router.state.location;
      if (event.type === 'started' && pathname === '/' && new URLSearchParams(searchStr).has('login'))
        void router.navigate({ to: '/', search: {}, replace: true });
    });
    return () => {
      unfollow();
      unlisten();
    };
  }, [router]);
}
