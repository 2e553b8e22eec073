import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '@/shared/lib/when-idle';
import { countriesQueryOptions } from './list-countries';
import { documentTypesQueryOptions } from './list-document-types';

/**
 * Countries and document types are loaded on start (docs/product.md#on-start), once the page is idle: the saved
 * tourists' form then has them at once, offline too (the persisted query cache keeps them).
 */
export function useLookupsOnStart(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      whenIdle(() => {
        void queryClient.prefetchQuery(countriesQueryOptions());
        void queryClient.prefetchQuery(documentTypesQueryOptions());
      }),
    [queryClient],
  );
}
