import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tourGroupsQueryOptions } from './api/list-tour-groups';
import { LoadFailed } from './LoadFailed';
import { TourGroupsList } from './TourGroupsList';
import { ToursTable } from './ToursTable';
import { TourGridSkeleton } from './TourSkeletons';

/** The tours list or table; a failed load is logged and shown in place, the page around it works. */
export function ToursCatalogue({ view }: { view: 'list' | 'table' }) {
  const { data, error, isPending, refetch } = useQuery(tourGroupsQueryOptions());
  useEffect(() => {
    if (error) console.error('Не удалось загрузить туры', error);
  }, [error]);

  if (isPending) return <TourGridSkeleton />;
  if (!data) return <LoadFailed onRetry={() => void refetch()} />;
  return view === 'table' ? <ToursTable groups={data} /> : <TourGroupsList groups={data} />;
}
