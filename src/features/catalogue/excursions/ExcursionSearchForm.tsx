import { useState, type FormEvent } from 'react';
import { DateInput } from '@/shared/ui/forms/DateInput';
import { isoToDisplayDate, rangeEndMin } from '@/shared/ui/forms/date-range';
import { Stepper } from '@/shared/ui/forms/Stepper';
import { MAX_TOURISTS, type ExcursionSearch } from '../search-params';
import { excursionSearchFromForm } from './search-form-logic';
import '../ui/catalogue.css';

interface ExcursionSearchFormProps {
  search: ExcursionSearch;
  onSearch: (search: ExcursionSearch) => void;
  /** One column, for a page's side column. */
  compact?: boolean;
  /**
   * Dates only: on an excursion page the booking asks for tourists per age category, so the
   * search keeps the count it had and shows no second picker.
   */
  datesOnly?: boolean;
  /** Days the page knows have departures: the calendars mark them. */
  markedDays?: ReadonlySet<string> | undefined;
}

/**
 * Dates and tourists of the excursion search. What is typed stays in the fields when it is wrong;
 * a valid form becomes the URL's search. Remount it (key) when the URL's search changes.
 */
export function ExcursionSearchForm({
  search,
  onSearch,
  compact = false,
  datesOnly = false,
  markedDays,
}: ExcursionSearchFormProps) {
  const [from, setFrom] = useState(() => isoToDisplayDate(search.date_from));
  const [to, setTo] = useState(() => isoToDisplayDate(search.date_to));
  const [tourists, setTourists] = useState(search.tourists);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = excursionSearchFromForm({ from, to, tourists });
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSearch(result.search);
  }

  return (
    <form
      className={compact ? 'search-form search-form--compact' : 'search-form'}
      onSubmit={submit}
      noValidate
      aria-label={datesOnly ? 'Даты экскурсии' : 'Поиск экскурсий'}
    >
      <div className="search-form__dates">
        <DateInput
          label="Дата с"
          name="date_from"
          value={from}
          onChange={setFrom}
          error={errors.from}
          marked={markedDays}
        />
        <DateInput
          label="Дата по"
          name="date_to"
          value={to}
          onChange={setTo}
          error={errors.to}
          min={rangeEndMin(from)}
          marked={markedDays}
        />
      </div>
      {datesOnly ? null : (
        <div className="search-form__guests">
          <Stepper label="Туристов" value={tourists} min={1} max={MAX_TOURISTS} onChange={setTourists} />
        </div>
      )}
      <button
        type="submit"
        className={`button ${datesOnly ? 'button--ghost' : 'button--primary'} search-form__submit`}
      >
        {datesOnly ? 'Показать даты' : 'Найти'}
      </button>
    </form>
  );
}
