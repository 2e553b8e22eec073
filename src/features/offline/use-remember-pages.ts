import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onSessionChange } from '@/shared/session/session-state';
import { forgetRecentPages, isOfferedOffline, rememberPage } from './recent-pages';

/**
 * Keeps the list of catalogue pages this device showed (the offline page offers them), named by
 * their heading; 'Выйти' forgets it.
 */
export function useRememberPages(): void {
  const router = useRouter();
  useEffect(() => {
    const remember = () => {
      const { location, matches } = router.state;
      if (matches.some((match) => match.status !== 'success')) return;
      if (!isOfferedOffline(location.pathname)) return;
      // The heading is drawn after the route resolves.
      requestAnimationFrame(() => {
        const title = document.querySelector('main h1')?.textContent?.trim();
        if (title) rememberPage({ href: location.href, title, viewedAt: Date.now() });
      });
    };
    remember();
    const unsubscribe = router.subscribe('onResolved', remember);
    const unsubscribeSession = onSessionChange((event) => {
      if (event.type === 'ended' && event.reason === 'signed-out') forgetRecentPages();
    });
    return () => {
      unsubscribe();
      unsubscribeSession();
    };
  }, [router]);
}
