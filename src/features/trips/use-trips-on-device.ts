import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { TRIPS_CHANNEL } from '@common/worker-contract';
import { whenIdle } from '@/shared/lib/when-idle';
import { sessionState } from '@/shared/session/session-state';

/**
 * While someone is signed in, their trips on the device are brought up to date once the app has
 * started (or the sign-in is done) and whenever the network comes back — the moment the app asks
 * again for what is on screen — so 'Мои поездки' works offline with the latest times and places.
 * The code for it loads then, not with the page.
 */
export function useTripsOnDevice(): void {
  const queryClient = useQueryClient();
  const { signedIn } = useSnapshot(sessionState);
  useEffect(() => {
    if (!signedIn) return;
    const refresh = (force: boolean) =>
      void import('./trips-queries')
        .then(({ refreshTripsOnDevice }) => refreshTripsOnDevice(queryClient, force))
        // Offline, or the session ended meanwhile: the copy stays as it was.
        .catch(() => undefined);
    const cancel = whenIdle(() => refresh(false));
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) refresh(true);
    });
    // A push told the worker of a changed trip, and it corrected the copy (sw/push.ts).
    const pushes = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TRIPS_CHANNEL);
    if (pushes)
      pushes.onmessage = () =>
        void import('./trips-queries')
          .then(({ adoptPushedTrips }) => adoptPushedTrips(queryClient))
          .catch(() => undefined);
    return () => {
      cancel();
      unsubscribe();
      pushes?.close();
    };
  }, [queryClient, signedIn]);
}
