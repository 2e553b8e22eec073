import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isPersonalQueryKey } from './user/personal';

/**
 * When the oldest data on screen was received (0 when nothing is shown from the cache): offline,
 * what a page shows is at least that fresh. Personal answers (the account's) are left out.
 */
export function useOldestOnScreen(): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const read = useCallback(() => {
    let oldest = 0;
    for (const query of cache.findAll({ type: 'active' })) {
      const at = query.state.dataUpdatedAt;
      if (at > 0 && !isPersonalQueryKey(query.queryKey) && (oldest === 0 || at < oldest)) oldest = at;
    }
    return oldest;
  }, [cache]);
  return useSyncExternalStore(subscribe, read, () => 0);
}
