import type { ExcursionCatalog, TourGroup } from '../api/types';
import type { ExcursionSearch, TourSearch, TripFilters } from '../search-params';

/** The filters a catalogue's results view (its list or its table) applies, and how it changes them. */
interface FilteredResults {
  filters: TripFilters;
  onFilter: (filters: TripFilters) => void;
}

/** What an excursion catalogue gives its list or table: the search it shows and the page's path. */
export interface ExcursionResultsProps extends FilteredResults {
  catalog: ExcursionCatalog;
  search: ExcursionSearch;
  /** The page's own path, for the 'widen the search' links. */
  path: string;
}

/** What the tour catalogue gives its list or table: every group, and the date filter. */
export interface TourResultsProps extends FilteredResults {
  groups: readonly TourGroup[];
  search: TourSearch;
}
