import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type ComponentType, useMemo } from 'react';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { tourGroupsQueryOptions } from '../api/list-tour-groups';
import type { TourGroup } from '../api/types';
import type { TourSearch } from '../search-params';
import { TOUR_CATALOG, type TripView } from '../catalogs';
import { EventTableSkeleton } from '../trips/EventTable';
import { TripCatalogue } from '../trips/TripCatalogue';
import { CardGridSkeleton } from '../ui/CardGridSkeleton';
import { departureDays, tourSearchSummary } from './search';
import { TourSearchForm } from './TourSearchForm';

const NO_DAYS: ReadonlySet<string> = new Set();

interface ToursCatalogueProps {
  view: TripView;
  /**
   * The tours within the filter, as the view shows them: TourGroupsList or ToursTable. The route
   * names it, so a page's code holds its own view only.
   */
  results: ComponentType<{ groups: readonly TourGroup[]; search: TourSearch }>;
}

/**
 * The tour catalogue's page (`/tours/`, `/tours/table/`): the date filter and the tours within it.
 * A failed load is logged and shown in place (spec §8); the page around it works.
 */
export function ToursCatalogue({ view, results: Results }: ToursCatalogueProps) {
  const search = useSearch({ from: TOUR_CATALOG[view] });
  const navigate = useNavigate({ from: TOUR_CATALOG[view] });
  const { data, error, isPending, refetch } = useQuery(tourGroupsQueryOptions());
  const days = useMemo(() => (data ? departureDays(data) : NO_DAYS), [data]);

  return (
    <TripCatalogue
      title={view === 'list' ? TOUR_CATALOG.title : TOUR_CATALOG.tableTitle}
      views={TOUR_CATALOG}
      search={search}
      summary={tourSearchSummary(search)}
      form={
        <TourSearchForm
          search={search}
          onSearch={(next) => void navigate({ search: next })}
          departureDays={days}
        />
      }
    >
      {isPending ? (
        view === 'table' ? (
          <EventTableSkeleton />
        ) : (
          <CardGridSkeleton count={3} grid="card-grid" />
        )
      ) : !data ? (
        <LoadFailed error={error} what="туры" onRetry={() => void refetch()} />
      ) : (
        <Results groups={data} search={search} />
      )}
    </TripCatalogue>
  );
}
