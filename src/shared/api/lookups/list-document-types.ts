import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { allItems, pageQuery } from '../list';
import type { components } from '../schema.gen';

export type DocumentType = components['schemas']['DocumentType'];

const DAY_MS = 86_400_000;

/** `GET /api/document_types/`: a tourist's document, with the input mask of its number. */
export const documentTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'document-types'],
    queryFn: () =>
      allItems((page) => unwrap(api.GET('/api/document_types/', { params: { query: pageQuery(page) } }))),
    staleTime: DAY_MS,
  });
