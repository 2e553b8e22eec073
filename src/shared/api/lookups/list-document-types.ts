import type { components } from '@contract/schema.gen';
import { lookupListQueryOptions } from './lookup-list';

export type DocumentType = components['schemas']['DocumentType'];

/** `GET /api/document_types/`: a tourist's document, with the input mask of its number. */
export const documentTypesQueryOptions = () => lookupListQueryOptions('document-types');
