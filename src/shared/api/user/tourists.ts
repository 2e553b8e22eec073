import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { allItems, pageQuery } from '../list';
import type { components } from '../schema.gen';
import { callKey } from './personal';

export type Tourist = components['schemas']['Tourist'];
export type TouristFields = components['schemas']['TouristCreate'];

/** `GET /api/user/tourists/`: the user's saved tourists. */
export const touristsQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/user/tourists/'),
    queryFn: () =>
      allItems((page) => unwrap(api.GET('/api/user/tourists/', { params: { query: pageQuery(page) } }))),
  });
