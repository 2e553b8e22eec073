import { queryOptions } from '@tanstack/react-query';
import type { components } from '@contract/schema.gen';
import { wholeList } from '../whole-list';
import { callKey } from '../call-key';

export type Tourist = components['schemas']['Tourist'];
export type TouristFields = components['schemas']['TouristCreate'];

/** `GET /api/user/tourists/`: the user's saved tourists. */
export const touristsQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/user/tourists/'),
    queryFn: () => wholeList('/api/user/tourists/'),
  });
