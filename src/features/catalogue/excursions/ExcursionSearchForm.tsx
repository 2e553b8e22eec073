import { useState } from 'react';
import { isoToDisplayDate } from '@/shared/ui/forms/date-range';
import { Stepper } from '@/shared/ui/forms/Stepper';
import { MAX_TOURISTS, type ExcursionSearch } from '../search-params';
import { DatesSearchForm } from '../trips/DatesSearchForm';
import { excursionSearchFromForm } from './search-form-logic';

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

/** Dates and tourists of the excursion search. Remount it (key) when the URL's search changes. */
export function ExcursionSearchForm({
  search,
  onSearch,
  compact = false,
  datesOnly = false,
  markedDays,
}: ExcursionSearchFormProps) {
  const [tourists, setTourists] = useState(search.tourists);
  return (
    <DatesSearchForm
      name={datesOnly ? 'Даты экскурсии' : 'Поиск экскурсий'}
      labels={{ from: 'Дата с', to: 'Дата по' }}
      initial={{ from: isoToDisplayDate(search.date_from), to: isoToDisplayDate(search.date_to) }}
      read={(dates) => excursionSearchFromForm({ ...dates, tourists })}
      onSearch={onSearch}
      markedDays={markedDays}
      compact={compact}
      submit={datesOnly ? { label: 'Показать даты', quiet: true } : { label: 'Найти' }}
    >
      {datesOnly ? null : (
        <div className="search-form__guests">
          <Stepper label="Туристов" value={tourists} min={1} max={MAX_TOURISTS} onChange={setTourists} />
        </div>
      )}
    </DatesSearchForm>
  );
}
