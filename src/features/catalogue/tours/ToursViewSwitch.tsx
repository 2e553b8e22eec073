import { Link } from '@tanstack/react-router';
import { ViewSwitch } from '@/shared/ui/ViewSwitch';
import type { TourSearch } from '../search-params';

// The list path is a prefix of the table's: only an exact match is the current view.
const EXACT = { exact: true, includeSearch: false } as const;

/** The two views of the tour catalogue, with the same date filter: cards by group, or every departure. */
export function ToursViewSwitch({ search }: { search: TourSearch }) {
  return (
    <ViewSwitch
      list={
        <Link to="/tours/" search={search} activeOptions={EXACT}>
          Списком
        </Link>
      }
      table={
        <Link to="/tours/table/" search={search} activeOptions={EXACT}>
          Таблицей
        </Link>
      }
    />
  );
}
