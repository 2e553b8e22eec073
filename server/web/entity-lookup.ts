import type { FastifyInstance } from 'fastify';
import type { DetailSection } from './route-table.ts';

/** What a page's head is built from: the `title`, `seo` and `og` blocks the API gives (spec §3). */
export interface ApiEntity {
  title: string;
  /** Excursions and their groups: which catalogue they belong to. */
  catalog?: 'current' | 'old';
  seo?: { title?: string; description?: string; h1?: string; keywords?: string };
  og?: { title?: string; description?: string; image?: string };
}

export type LookupResult = { kind: 'found'; entity: ApiEntity } | { kind: 'missing' } | { kind: 'failed' };

const SAFE_SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * The API calls that may answer a detail path, in order (as the client's route loaders ask): a
 * single segment under /excursions/ or /tours/ is a group first and an item by its own slug
 * second; two segments are `group/item`. An excursion (or group) of the other catalogue is not
 * found. Event pages show the item they belong to; /hotels/{slug}/ is a hotel and
 * /hotels/{hotel}/{room}/ a room type. An empty list means the path cannot exist.
 */
export function detailCalls(section: DetailSection, rest: string): string[] {
  const segments = rest.split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment))) return [];
  const one = segments.length === 1;
  const two = segments.length === 2;
  switch (section) {
    case 'excursions':
    case 'excursions_old':
      if (one) return [`/api/catalog/group_excursions/${rest}/`, `/api/catalog/excursions/${rest}/`];
      return two ? [`/api/catalog/excursions/${rest}/`] : [];
    case 'excursions_old/events':
      return one || two ? [`/api/catalog/excursions/${rest}/`] : [];
    case 'tours':
      if (one) return [`/api/catalog/group_tours/${rest}/`, `/api/catalog/tours/${rest}/`];
      return two ? [`/api/catalog/tours/${rest}/`] : [];
    case 'tours/events':
      return one || two ? [`/api/catalog/tours/${rest}/`] : [];
    case 'hotels':
      if (one) return [`/api/catalog/hotels/${rest}/`];
      return two ? [`/api/catalog/room_type/${rest}/`] : [];
    case 'payment':
      return [];
  }
}

/** Asks this same server (demo backend or proxy), so the HTML shows what the client will show. */
export async function fetchEntity(app: FastifyInstance, url: string): Promise<LookupResult> {
  try {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (response.statusCode === 404) return { kind: 'missing' };
    if (response.statusCode >= 400) return { kind: 'failed' };
    return { kind: 'found', entity: response.json<ApiEntity>() };
  } catch {
    return { kind: 'failed' };
  }
}

const CATALOG_OF: Partial<Record<DetailSection, ApiEntity['catalog']>> = {
  excursions: 'current',
  excursions_old: 'old',
  'excursions_old/events': 'old',
};

/** The first call that finds the entity wins; a failure stops the search (we cannot say 404). */
export async function lookupDetail(
  app: FastifyInstance,
  section: DetailSection,
  rest: string,
): Promise<LookupResult> {
  const catalog = CATALOG_OF[section];
  for (const url of detailCalls(section, rest)) {
    const result = await fetchEntity(app, url);
    if (result.kind === 'missing') continue;
    if (result.kind === 'found' && catalog && result.entity.catalog !== catalog) return { kind: 'missing' };
    return result;
  }
  return { kind: 'missing' };
}
