import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { wholeList } from '@/shared/api/whole-list';

/** Excursion groups for the home page, each with its excursion count and lowest price. */
export const mainExcursionGroupsQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/main/group_excursions/'),
    queryFn: () => wholeList('/api/main/group_excursions/'),
  });
