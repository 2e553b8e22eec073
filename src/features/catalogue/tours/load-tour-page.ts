import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '@common/api/error';
import { headFieldsOf, type PageHeadFields } from '@/shared/lib/page-head';
import { tourGroupQueryOptions } from '../api/get-tour-group';
import { tourQueryOptions } from '../api/get-tour';
import { splatSegments } from './tour-paths';

/**
 * What a tour address shows: a group (`/tours/{group}/`), a tour (`/tours/{tour}/`,
 * `/tours/{group}/{tour}/`) or one of its departures (`/tours/events/{group}/{tour}/?event=`).
 */
export type TourPageTarget = (
  { kind: 'group'; slug: string } | { kind: 'tour'; path: string } | { kind: 'event'; path: string }
) & { head: PageHeadFields };

const isNotFound = (error: unknown) => error instanceof ApiError && error.isNotFound;

async function loadTour(queryClient: QueryClient, path: string): Promise<TourPageTarget & { kind: 'tour' }> {
  try {
    const tour = await queryClient.ensureQueryData(tourQueryOptions(path));
    return { kind: 'tour', path, head: headFieldsOf(tour) };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/** Asks the API which of the two the path is; neither is the 404 page. */
export async function loadTourPage(queryClient: QueryClient, splat: string): Promise<TourPageTarget> {
  const segments = splatSegments(splat);
  if (!segments || segments.length > 2) throw notFound();
  const path = segments.join('/');
  if (segments.length === 2) return loadTour(queryClient, path);
  try {
    const group = await queryClient.ensureQueryData(tourGroupQueryOptions(path));
    return { kind: 'group', slug: path, head: headFieldsOf(group) };
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  return loadTour(queryClient, path);
}

/** An event page's tour (`/tours/events/{group}/{tour}/`): an unknown tour is the 404 page. */
export async function loadEventTour(
  queryClient: QueryClient,
  splat: string,
): Promise<TourPageTarget & { kind: 'event' }> {
  const segments = splatSegments(splat);
  if (!segments || segments.length > 2) throw notFound();
  const { path, head } = await loadTour(queryClient, segments.join('/'));
  return { kind: 'event', path, head };
}
