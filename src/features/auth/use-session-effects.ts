import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { isPublicQuery } from '@/shared/api/public-queries';
import { onSessionChange, sessionState } from '@/shared/session/session-state';
import { forgetTripsOnDevice } from '@/shared/session/trips-on-device';
import { showToast } from '@/shared/state/toasts';

/**
 * What follows a session's end, in this tab or another: every answer but the public ones leaves the
 * cache (and so IndexedDB), the trips kept for offline leave the device (also at a start without a session), an
 * account page gives way to the home page (docs/product.md#signing-out), and a session the backend ended is said in a
 * short notice.
 */
export function useSessionEffects(): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    let signedIn = sessionState.signedIn;
    if (!signedIn) forgetTripsOnDevice();
    const unsubscribe = subscribe(sessionState, () => {
      const now = sessionState.signedIn;
      if (signedIn && !now) {
        queryClient.removeQueries({ predicate: (query) => !isPublicQuery(query.queryKey) });
        forgetTripsOnDevice();
        if (router.state.location.pathname.startsWith('/user/')) void router.navigate({ to: '/' });
      }
      signedIn = now;
    });
    const stopListening = onSessionChange((event) => {
      if (event.type === 'ended' && event.reason === 'expired') {
        showToast('Сеанс истёк. Войдите снова, чтобы продолжить.', 'info');
      }
    });
    return () => {
      unsubscribe();
      stopListening();
    };
  }, [queryClient, router]);
}
