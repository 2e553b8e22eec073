import type { TourSearch } from '../search-params';
import { DatesSearchForm } from '../trips/DatesSearchForm';
import { isFiltered, tourSearchFields, tourSearchFromForm } from './search';

interface TourSearchFormProps {
  search: TourSearch;
  onSearch: (search: TourSearch) => void;
  /** Days with a bookable departure: the calendars mark them. */
  departureDays: ReadonlySet<string>;
}

/**
 * The tours' date filter: departures from – to, either end optional, and 'Все даты' to take it
 * off. Remount it (key) when the URL's search changes.
 */
export function TourSearchForm({ search, onSearch, departureDays }: TourSearchFormProps) {
  return (
    <DatesSearchForm
      name="Даты выезда"
      labels={{ from: 'Выезд с', to: 'Выезд по' }}
      initial={tourSearchFields(search)}
      read={(dates) => tourSearchFromForm(dates)}
      onSearch={onSearch}
      markedDays={departureDays}
      also={
        isFiltered(search) ? (
          <button
            type="button"
            className="button button--ghost search-form__submit"
            onClick={() => onSearch({})}
          >
            Все даты
          </button>
        ) : null
      }
    />
  );
}
