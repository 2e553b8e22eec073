import { Link } from '@tanstack/react-router';
import { EmptyResults } from '@/shared/ui/EmptyResults';
import type { TourGroup } from '../api/types';
import { isFiltered, widerTourSearches } from './search';
import type { TourSearch } from '../search-params';

interface ToursEmptyProps {
  groups: readonly TourGroup[];
  search: TourSearch;
  /** The view the wider searches stay in. */
  view: 'list' | 'table';
}

/** No departure to show: say so and offer a wider search (or, with no filter, a call). */
export function ToursEmpty({ groups, search, view }: ToursEmptyProps) {
  if (!isFiltered(search)) {
    return (
      <EmptyResults text="Сейчас нет туров с ближайшими датами. Загляните позже или позвоните нам — подберём программу." />
    );
  }
  return (
    <EmptyResults text="В эти даты выездов с местами нет.">
      {widerTourSearches(groups, search).map((wider) => (
        <Link
          key={wider.label}
          to={view === 'table' ? '/tours/table/' : '/tours/'}
          search={wider.search}
          className="button button--ghost"
        >
          {wider.label}
        </Link>
      ))}
    </EmptyResults>
  );
}
