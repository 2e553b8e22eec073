import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { wholeList } from '@/shared/api/whole-list';
import type { ExcursionSearch } from '../search-params';
import type { ExcursionCatalog } from './types';

/** Flat list of the excursions available in the search with their events (the table view). */
export const excursionsQueryOptions = (catalog: ExcursionCatalog, search: ExcursionSearch) =>
  queryOptions({
    queryKey: callKey('/api/excursions/', catalog, search),
    queryFn: () => wholeList('/api/excursions/', { ...search, catalog }),
  });
