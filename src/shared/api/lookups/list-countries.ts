import type { components } from '@contract/schema.gen';
import { lookupListQueryOptions } from './lookup-list';

export type Country = components['schemas']['Country'];

/** `GET /api/countries/`: citizenship of tourists. */
export const countriesQueryOptions = () => lookupListQueryOptions('countries');
