import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '@common/api/error';
import { isChunkLoadError, reloadForChunkError } from '@/shared/lib/chunk-reload';
import { NotFoundPage } from './NotFoundPage';
import { ServiceErrorPage } from './ServiceErrorPage';

/** The router's error boundary: a chunk a new deployment removed reloads once, a 404 from the API is the 404 page, the rest is 500. */
export function RouteError({ error }: ErrorComponentProps) {
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) void reloadForChunkError(error);
    else console.error(error);
  }, [chunkError, error]);

  if (error instanceof ApiError && error.isNotFound) return <NotFoundPage />;
  return <ServiceErrorPage />;
}
