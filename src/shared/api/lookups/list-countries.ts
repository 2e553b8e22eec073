import { queryOptions } from '@tanstack/react-query';
import type { components } from '../schema.gen';
import { wholeList } from '../whole-list';

export type Country = components['schemas']['Country'];

const DAY_MS = 86_400_000;

/** `GET /api/countries/`: citizenship of tourists; it hardly changes, so a day counts as fresh. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'countries'],
    queryFn: () => wholeList('/api/countries/'),
    staleTime: DAY_MS,
  });
