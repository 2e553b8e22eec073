import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { wholeList } from '@/shared/api/whole-list';

/** Tour groups for the home page, each with its tour count and lowest price. */
export const mainTourGroupsQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/main/group_tours/'),
    queryFn: () => wholeList('/api/main/group_tours/'),
  });
