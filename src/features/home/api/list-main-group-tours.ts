import { queryOptions } from '@tanstack/react-query';
import { wholeList } from '@/shared/api/whole-list';

/** Tour groups for the home page, each with its tour count and lowest price. */
export const mainTourGroupsQueryOptions = () =>
  queryOptions({ queryKey: ['main', 'group_tours'], queryFn: () => wholeList('/api/main/group_tours/') });
