import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useMemo } from 'react';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { tourGroupsQueryOptions } from '../api/list-tour-groups';
import { tourSearchOf } from '../search-params';
import { TOUR_CATALOG, type TripView } from '../catalogs';
import { EventTableSkeleton } from '../trips/EventTable';
import { TripCatalogue } from '../trips/TripCatalogue';
import { useTripSearch } from '../trips/use-trip-search';
import { CardGridSkeleton } from '../ui/CardGridSkeleton';
import { departureDays, tourSearchSummary } from './search';
import { TourSearchForm } from './TourSearchForm';
import type { TourResultsProps } from '../trips/results-props';

const NO_DAYS: ReadonlySet<string> = new Set();

interface ToursCatalogueProps {
  view: TripView;
  /**
   * The tours within the filter, as the view shows them: TourGroupsList or ToursTable. The route
   * names it, so a page's code holds its own view only.
   */
  results: ComponentType<TourResultsProps>;
}

/**
 * The tour catalogue's page (`/tours/`, `/tours/table/`): the date filter and the tours within it.
 * A failed load is logged and shown in place (docs/product.md#errors); the page around it works.
 */
export function ToursCatalogue({ view, results: Results }: ToursCatalogueProps) {
  const { search, filters, onSearch, onFilter } = useTripSearch(TOUR_CATALOG[view], tourSearchOf);
  const { data, error, isPending, refetch } = useQuery(tourGroupsQueryOptions());
  const days = useMemo(() => (data ? departureDays(data) : NO_DAYS), [data]);

  return (
    <TripCatalogue
      catalog={TOUR_CATALOG}
      view={view}
      bookableFrom="tomorrow"
      search={search}
      filters={filters}
      summary={tourSearchSummary(search)}
      form={<TourSearchForm search={search} onSearch={onSearch} departureDays={days} />}
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
        <Results groups={data} search={search} filters={filters} onFilter={onFilter} />
      )}
    </TripCatalogue>
  );
}
