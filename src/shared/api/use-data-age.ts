import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isPublicQuery } from './public-queries';

/**
 * When the oldest data on screen was received (0 when nothing is shown from the cache): offline,
 * what a page shows is at least that fresh. Only public answers count (the account's are never kept).
 */
export function useOldestOnScreen(): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const read = useCallback(() => {
    let oldest = 0;
    for (const query of cache.findAll({ type: 'active' })) {
      const at = query.state.dataUpdatedAt;
      if (at > 0 && isPublicQuery(query.queryKey) && (oldest === 0 || at < oldest)) oldest = at;
    }
    return oldest;
  }, [cache]);
  return useSyncExternalStore(subscribe, read, () => 0);
}
