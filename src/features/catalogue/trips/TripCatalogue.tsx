import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QuickDates } from '@/shared/ui/QuickDates';
import { SearchPanel } from '@/shared/ui/SearchPanel';
import { ViewSwitch } from '@/shared/ui/ViewSwitch';
import type { ExcursionSearch, TourSearch, TripFilters } from '../search-params';
import type { TripView, TripViews } from '../catalogs';

// The list path is a prefix of the table's: only an exact match is the current view.
const EXACT = { exact: true, includeSearch: false } as const;

interface TripCatalogueProps {
  /** The catalogue's names and its two views' addresses. */
  catalog: TripViews & { title: string; tableTitle: string };
  /** The view shown: its title, and the quick dates stay in it. */
  view: TripView;
  /** The first day that can be booked: tours are sold until the day before. */
  bookableFrom: 'today' | 'tomorrow';
  search: ExcursionSearch | TourSearch;
  /** The filters over the search's results: the other view keeps them. */
  filters: TripFilters;
  /** The search in one line: the phone's folded search panel says it. */
  summary: string;
  /** The search form. */
  form: ReactNode;
  /** The list or the table of the search. */
  children: ReactNode;
}

/**
 * A catalogue of dated trips (excursions, tours) as a list or a table: the heading, the search
 * (one line on a phone until opened) and its quick dates, the switch between the two views of the same search, and
 * what was found. A new search folds the panel and resets the form (the key).
 */
export function TripCatalogue({
  catalog,
  view,
  bookableFrom,
  search,
  filters,
  summary,
  form,
  children,
}: TripCatalogueProps) {
  const both = { ...search, ...filters };
  return (
    <>
      <PageHeading title={view === 'list' ? catalog.title : catalog.tableTitle} />
      <SearchPanel key={JSON.stringify(search)} summary={summary}>
        {form}
      </SearchPanel>
      <QuickDates
        label="Быстрый выбор дат"
        href={catalog[view]}
        searchFor={(dates) => ({ ...both, ...dates })}
        current={search}
        from={bookableFrom}
      />
      <ViewSwitch
        list={
          <Link to={catalog.list} search={both} activeOptions={EXACT}>
            Списком
          </Link>
        }
        table={
          <Link to={catalog.table} search={both} activeOptions={EXACT}>
            Таблицей
          </Link>
        }
      />
      {children}
    </>
  );
}
