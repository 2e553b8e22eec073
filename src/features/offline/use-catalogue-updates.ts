import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isPublicQuery } from '@/shared/api/public-queries';
import { API_UPDATES_CHANNEL, type ApiUpdatedMessage } from '@common/worker-contract';

/** Several answers of one page change together: ask again once per burst. */
const BURST_MS = 300;

/**
 * The service worker answers catalogue calls from its cache and revalidates them; when the network
 * brought something different it says so, and what is on screen is asked again (from the cache,
 * now fresh): the page changes without a reload.
 */
export function useCatalogueUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(API_UPDATES_CHANNEL);
    let timer: ReturnType<typeof setTimeout> | undefined;
    channel.onmessage = (event: MessageEvent<ApiUpdatedMessage>) => {
      if (event.data.type !== 'api-updated') return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({
          type: 'active',
          // The worker keeps and revalidates public calls only.
          predicate: (query) => isPublicQuery(query.queryKey),
        });
      }, BURST_MS);
    };
    return () => {
      clearTimeout(timer);
      channel.close();
    };
  }, [queryClient]);
}
