import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { ExcursionCatalog } from '../api/types';
import type { ExcursionSearch } from '../search-params';
import { excursionSearchSummary } from '../search-summary';
import { EXCURSION_CATALOGS, type TripView } from '../catalogs';
import { TripCatalogue } from '../trips/TripCatalogue';
import { ExcursionSearchForm } from './ExcursionSearchForm';

interface ExcursionCatalogueProps {
  catalog: ExcursionCatalog;
  view: TripView;
  /**
   * What the search found, as the view shows it: ExcursionGroupsList or ExcursionTable. The route
   * names it, so a page's code holds its own view only.
   */
  results: ComponentType<{ catalog: ExcursionCatalog; search: ExcursionSearch; path: string }>;
}

/** An excursion catalogue's page (`/excursions/`, `/excursions_old/table/`…): its search and what it found. */
export function ExcursionCatalogue({ catalog, view, results: Results }: ExcursionCatalogueProps) {
  const paths = EXCURSION_CATALOGS[catalog];
  const search = useSearch({ from: paths[view] });
  const navigate = useNavigate({ from: paths[view] });
  return (
    <TripCatalogue
      title={view === 'list' ? paths.title : paths.tableTitle}
      views={paths}
      search={search}
      summary={excursionSearchSummary(search)}
      form={<ExcursionSearchForm search={search} onSearch={(next) => void navigate({ search: next })} />}
    >
      <Results catalog={catalog} search={search} path={paths[view]} />
    </TripCatalogue>
  );
}
