import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/** Excursion groups for the home page, each with its excursion count and lowest price. */
export const mainExcursionGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['main', 'group_excursions'],
    queryFn: () => unwrap(api.GET('/api/main/group_excursions/')),
  });
