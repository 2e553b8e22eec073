import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { allItems, pageQuery } from '../list';
import type { components } from '../schema.gen';

export type Country = components['schemas']['Country'];

const DAY_MS = 86_400_000;

/** `GET /api/countries/`: citizenship of tourists; it hardly changes, so a day counts as fresh. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'countries'],
    queryFn: () =>
      allItems((page) => unwrap(api.GET('/api/countries/', { params: { query: pageQuery(page) } }))),
    staleTime: DAY_MS,
  });
