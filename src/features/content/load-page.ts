import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@common/api/error';
import { headFieldsOf, type PageHeadFields } from '@/shared/lib/page-head';
import { pageQueryOptions } from './api/get-page';

/** The API path of a content page: `about/policy/` → `about/policy`. */
export const pagePath = (splat: string) => splat.replace(/^\/+|\/+$/g, '');

/** Loads a content page; an unknown path is the 404 page. */
export async function loadContentPage(
  queryClient: QueryClient,
  path: string,
): Promise<{ head: PageHeadFields }> {
  try {
    return { head: headFieldsOf(await queryClient.ensureQueryData(pageQueryOptions(path))) };
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) throw notFound();
    throw error;
  }
}
