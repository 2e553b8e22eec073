import { queryOptions } from '@tanstack/react-query';
import type { components } from '../schema.gen';
import { wholeList } from '../whole-list';

export type DocumentType = components['schemas']['DocumentType'];

const DAY_MS = 86_400_000;

/** `GET /api/document_types/`: a tourist's document, with the input mask of its number. */
export const documentTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'document-types'],
    queryFn: () => wholeList('/api/document_types/'),
    staleTime: DAY_MS,
  });
