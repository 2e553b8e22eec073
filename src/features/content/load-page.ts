import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@/shared/api/error';
import { pageQueryOptions } from './api/get-page';

/** The API path of a content page: `about/policy/` → `about/policy`. */
export const pagePath = (splat: string) => splat.replace(/^\/+|\/+$/g, '');

/** Loads a content page; an unknown path is the 404 page. */
export async function loadContentPage(queryClient: QueryClient, path: string): Promise<void> {
  try {
    await queryClient.ensureQueryData(pageQueryOptions(path));
  } catch (error) {
    if (error instanceof ApiError && error.isNotFound) throw notFound();
    throw error;
  }
}
