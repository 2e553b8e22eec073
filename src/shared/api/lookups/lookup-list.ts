import { queryOptions } from '@tanstack/react-query';
import { callKey } from '../call-key';
import { wholeList } from '../whole-list';

const DAY_MS = 86_400_000;

/** The lists the forms choose from, by name. */
const LOOKUP_PATHS = {
  countries: '/api/countries/',
  'document-types': '/api/document_types/',
} as const;

/** A list the forms choose from, every page of it; it hardly changes, so a day counts as fresh. */
export const lookupListQueryOptions = <N extends keyof typeof LOOKUP_PATHS>(name: N) =>
  queryOptions({
    queryKey: callKey(LOOKUP_PATHS[name]),
    queryFn: () => wholeList(LOOKUP_PATHS[name]),
    staleTime: DAY_MS,
  });
