import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@common/api/error';
import { headFieldsOf, type PageHeadFields } from '@/shared/lib/page-head';
import { excursionQueryOptions } from '../api/get-excursion';
import { excursionGroupQueryOptions } from '../api/get-excursion-group';
import type { ExcursionCatalog } from '../api/types';
import type { ExcursionSearch } from '../search-params';

export type ExcursionPage = { kind: 'group'; slug: string } | { kind: 'excursion'; path: string };

const isNotFound = (error: unknown) => error instanceof ApiError && error.isNotFound;

/**
 * What `/excursions/{path}/` is, asked of the API: one segment is a group (or else an excursion by
 * its slug), two are `group/excursion`. Null when the path is neither, or belongs to the other catalogue.
 */
async function resolveExcursionPage(
  queryClient: QueryClient,
  catalog: ExcursionCatalog,
  splat: string,
  search: ExcursionSearch,
  { groups = true }: { groups?: boolean } = {},
): Promise<(ExcursionPage & { head: PageHeadFields }) | null> {
  const segments = splat.split('/').filter(Boolean);
  if (segments.length === 0 || segments.length > 2) return null;
  const path = segments.join('/');
  if (groups && segments.length === 1) {
    try {
      const group = await queryClient.ensureQueryData(excursionGroupQueryOptions(path, search));
      return group.catalog === catalog ? { kind: 'group', slug: path, head: headFieldsOf(group) } : null;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  try {
    const excursion = await queryClient.ensureQueryData(excursionQueryOptions(path, search));
    return excursion.catalog === catalog ? { kind: 'excursion', path, head: headFieldsOf(excursion) } : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A route loader's answer for an excursion or group page; anything else is the 404 page. */
export async function loadExcursionPage(
  queryClient: QueryClient,
  catalog: ExcursionCatalog,
  splat: string,
  search: ExcursionSearch,
  options: { groups?: boolean } = {},
): Promise<ExcursionPage & { head: PageHeadFields }> {
  const page = await resolveExcursionPage(queryClient, catalog, splat, search, options);
  if (!page) throw notFound();
  return page;
}
