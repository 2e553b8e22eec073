import type { ComponentType } from 'react';
import type { ExcursionCatalog } from '../api/types';
import { excursionSearchOf } from '../search-params';
import { excursionSearchSummary } from '../search-summary';
import { EXCURSION_CATALOGS, type TripView } from '../catalogs';
import { TripCatalogue } from '../trips/TripCatalogue';
import { useTripSearch } from '../trips/use-trip-search';
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
  const { search, filters, onSearch, onFilter } = useTripSearch(paths[view], excursionSearchOf);
  return (
    <TripCatalogue
      catalog={paths}
      view={view}
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
