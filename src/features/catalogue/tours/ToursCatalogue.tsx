import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type ComponentType, useMemo } from 'react';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { tourGroupsQueryOptions } from '../api/list-tour-groups';
import { type TourSearch, tourSearchOf, tripFiltersOf, type TripFilters } from '../search-params';
import { TOUR_CATALOG, type TripView } from '../catalogs';
import { EventTableSkeleton } from '../trips/EventTable';
import { TripCatalogue } from '../trips/TripCatalogue';
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
  const asked = useSearch({ from: TOUR_CATALOG[view] });
  const search = tourSearchOf(asked);
  const filters = tripFiltersOf(asked);
  const navigate = useNavigate({ from: TOUR_CATALOG[view] });
  // New dates keep the filters; a filter replaces the entry, as a step back should leave the list.
  const onSearch = (next: TourSearch) => void navigate({ search: { ...filters, ...next } });
  const onFilter = (next: TripFilters) =>
    void navigate({ search: { ...search, ...next }, replace: true, resetScroll: false });
  const { data, error, isPending, refetch } = useQuery(tourGroupsQueryOptions());
  const days = useMemo(() => (data ? departureDays(data) : NO_DAYS), [data]);

  return (
    <TripCatalogue
      title={view === 'list' ? TOUR_CATALOG.title : TOUR_CATALOG.tableTitle}
      views={TOUR_CATALOG}
      path={TOUR_CATALOG[view]}
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
