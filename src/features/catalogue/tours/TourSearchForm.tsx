import { useState, type FormEvent } from 'react';
import { DateInput } from '@/shared/ui/forms/DateInput';
import { rangeEndMin } from '@/shared/ui/forms/date-range';
import { isFiltered, tourSearchFields, tourSearchFromForm } from './search';
import type { TourSearch } from '../search-params';

interface TourSearchFormProps {
  search: TourSearch;
  onSearch: (search: TourSearch) => void;
  /** Days with a bookable departure: the calendars mark them. */
  departureDays: ReadonlySet<string>;
}

/**
 * The tours' date filter: departures from – to, either end optional. What is typed stays in the
 * fields when it is wrong. Remount it (key) when the URL's search changes.
 */
export function TourSearchForm({ search, onSearch, departureDays }: TourSearchFormProps) {
  const [fields, setFields] = useState(() => tourSearchFields(search));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = tourSearchFromForm(fields);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSearch(result.search);
  }

  return (
    <form className="search-form search-form--dates" onSubmit={submit} noValidate aria-label="Даты выезда">
      <div className="search-form__dates">
        <DateInput
          label="Выезд с"
          name="date_from"
          value={fields.from}
          onChange={(from) => setFields((current) => ({ ...current, from }))}
          error={errors.from}
          marked={departureDays}
        />
        <DateInput
          label="Выезд по"
          name="date_to"
          value={fields.to}
          onChange={(to) => setFields((current) => ({ ...current, to }))}
          error={errors.to}
          min={rangeEndMin(fields.from)}
          marked={departureDays}
        />
      </div>
      <div className="search-form__actions">
        <button type="submit" className="button button--primary search-form__submit">
          Найти
        </button>
        {isFiltered(search) ? (
          <button
            type="button"
            className="button button--ghost search-form__submit"
            onClick={() => onSearch({})}
          >
            Все даты
          </button>
        ) : null}
      </div>
    </form>
  );
}
