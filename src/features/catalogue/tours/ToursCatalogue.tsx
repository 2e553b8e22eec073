import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { EventTableSkeleton } from '../trips/EventTable';
import { CardGridSkeleton } from '../ui/CardGridSkeleton';
import { SearchPanel } from '@/shared/ui/SearchPanel';
import { tourGroupsQueryOptions } from '../api/list-tour-groups';
import { departureDays, tourSearchSummary } from './search';
import type { TourSearch } from '../search-params';
import { TourGroupsList } from './TourGroupsList';
import { TourSearchForm } from './TourSearchForm';
import { ToursTable } from './ToursTable';
import { ToursViewSwitch } from './ToursViewSwitch';

interface ToursCatalogueProps {
  view: 'list' | 'table';
  search: TourSearch;
  onSearch: (search: TourSearch) => void;
}

const NO_DAYS: ReadonlySet<string> = new Set();

/**
 * The date filter, the list/table switch and the tours within the filter. A failed load is logged
 * and shown in place (spec §8); the page around it works.
 */
export function ToursCatalogue({ view, search, onSearch }: ToursCatalogueProps) {
  const { data, error, isPending, refetch } = useQuery(tourGroupsQueryOptions());
  const days = useMemo(() => (data ? departureDays(data) : NO_DAYS), [data]);
  const searchKey = `${search.date_from ?? ''}_${search.date_to ?? ''}`;

  return (
    <>
      <SearchPanel key={searchKey} summary={tourSearchSummary(search)}>
        <TourSearchForm search={search} onSearch={onSearch} departureDays={days} />
      </SearchPanel>
      <ToursViewSwitch search={search} />
      {isPending ? (
        view === 'table' ? (
          <EventTableSkeleton />
        ) : (
          <CardGridSkeleton count={3} grid="card-grid" />
        )
      ) : !data ? (
        <LoadFailed error={error} what="туры" onRetry={() => void refetch()} />
      ) : view === 'table' ? (
        <ToursTable groups={data} search={search} />
      ) : (
        <TourGroupsList groups={data} search={search} />
      )}
    </>
  );
}
