import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { ExcursionCatalog } from '../api/types';
import { excursionSearchOf, type ExcursionSearch, tripFiltersOf, type TripFilters } from '../search-params';
import { excursionSearchSummary } from '../search-summary';
import { EXCURSION_CATALOGS, type TripView } from '../catalogs';
import { TripCatalogue } from '../trips/TripCatalogue';
import { ExcursionSearchForm } from './ExcursionSearchForm';
import type { ExcursionResultsProps } from '../trips/results-props';

interface ExcursionCatalogueProps {
  catalog: ExcursionCatalog;
  view: TripView;
  /**
   * What the search found, as the view shows it: ExcursionGroupsList or ExcursionTable. The route
   * names it, so a page's code holds its own view only.
   */
  results: ComponentType<ExcursionResultsProps>;
}

/** An excursion catalogue's page (`/excursions/`, `/excursions_old/table/`…): its search and what it found. */
export function ExcursionCatalogue({ catalog, view, results: Results }: ExcursionCatalogueProps) {
  const paths = EXCURSION_CATALOGS[catalog];
  const asked = useSearch({ from: paths[view] });
  const search = excursionSearchOf(asked);
  const filters = tripFiltersOf(asked);
  const navigate = useNavigate({ from: paths[view] });
  // A new search keeps the filters; a filter replaces the entry, as a step back should leave the list.
  const onSearch = (next: ExcursionSearch) => void navigate({ search: { ...filters, ...next } });
  const onFilter = (next: TripFilters) =>
    void navigate({ search: { ...search, ...next }, replace: true, resetScroll: false });
  return (
    <TripCatalogue
      title={view === 'list' ? paths.title : paths.tableTitle}
      views={paths}
      path={paths[view]}
      bookableFrom="today"
      search={search}
      filters={filters}
      summary={excursionSearchSummary(search)}
      form={<ExcursionSearchForm search={search} onSearch={onSearch} />}
    >
      <Results catalog={catalog} search={search} path={paths[view]} filters={filters} onFilter={onFilter} />
    </TripCatalogue>
  );
}
