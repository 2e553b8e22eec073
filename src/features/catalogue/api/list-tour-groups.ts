import { queryOptions } from '@tanstack/react-query';
import { wholeList } from '@/shared/api/whole-list';

/** Every tour group with its tours and their future events (the tours list and the table). */
export const tourGroupsQueryOptions = () =>
  queryOptions({ queryKey: ['tours', 'groups'], queryFn: () => wholeList('/api/catalog/group_tours/') });
