import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { wholeList } from '@/shared/api/whole-list';

/** Every tour group with its tours and their future events (the tours list and the table). */
export const tourGroupsQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/catalog/group_tours/'),
    queryFn: () => wholeList('/api/catalog/group_tours/'),
  });
