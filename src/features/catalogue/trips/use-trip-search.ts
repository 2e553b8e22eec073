import { useNavigate, useSearch } from '@tanstack/react-router';
import type { TripViews } from '../catalogs';
import { tripFiltersOf, type TripFilters } from '../search-params';

/**
 * A trip catalogue's search and filters as its address holds them. A new search keeps the filters;
 * a filter replaces the entry, as a step back should leave the list.
 */
export function useTripSearch<S extends object>(from: TripViews[keyof TripViews], searchOf: (asked: S) => S) {
  const asked = useSearch({ from });
  const search = searchOf(asked as S);
  const filters = tripFiltersOf(asked);
  const navigate = useNavigate({ from });
  const onSearch = (next: S) => void navigate({ search: { ...filters, ...next } });
  const onFilter = (next: TripFilters) =>
    void navigate({ search: { ...search, ...next }, replace: true, resetScroll: false });
  return { search, filters, onSearch, onFilter };
}
