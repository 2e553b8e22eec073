import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isNetworkFailure } from '@common/api/error';
import { RouteError } from '@/shared/ui/RouteError';

// Loaded only when needed (the worker has it precached, so it opens offline).
const OfflinePage = lazy(() => import('./OfflinePage').then((module) => ({ default: module.OfflinePage })));

/** The router's error boundary: a page that needed the network and had none is the offline page. */
export function AppRouteError(props: ErrorComponentProps) {
  if (!isNetworkFailure(props.error)) return <RouteError {...props} />;
  return (
    <Suspense fallback={null}>
      <OfflinePage />
    </Suspense>
  );
}
