import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { countriesQueryOptions } from './list-countries';
import { documentTypesQueryOptions } from './list-document-types';

/**
 * Countries and document types are loaded on start (spec §4), once the page is idle: the saved
 * tourists' form then has them at once, offline too (the persisted query cache keeps them).
 */
export function useLookupsOnStart(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const load = () => {
      void queryClient.prefetchQuery(countriesQueryOptions());
      void queryClient.prefetchQuery(documentTypesQueryOptions());
    };
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(load, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 1000);
    return () => clearTimeout(timer);
  }, [queryClient]);
}
