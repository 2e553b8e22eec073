import { type FormEvent, type ReactNode, useState } from 'react';
import { DateInput } from '@/shared/ui/forms/DateInput';
import { type DateRangeErrors, endAfterStart, rangeEndMin, typedSpan } from '@/shared/ui/forms/date-range';

/** The typed form as a search, or the errors to show under its date fields. */
export type DatesFormResult<Search> =
  { search: Search; errors?: undefined } | { search?: undefined; errors: DateRangeErrors };

interface DatesSearchFormProps<Search> {
  /** The form's name: 'Поиск экскурсий', 'Даты выезда'. */
  name: string;
  /** The date fields' labels: 'Дата с' and 'Дата по'. */
  labels: { from: string; to: string };
  /** The dates as the fields show them at first: DD.MM.YYYY, or empty. */
  initial: { from: string; to: string };
  /** The typed dates, with the form's other fields, as a search. */
  read: (dates: { from: string; to: string }) => DatesFormResult<Search>;
  onSearch: (search: Search) => void;
  /** Days the page knows have departures: the calendars mark them. */
  markedDays?: ReadonlySet<string> | undefined;
  /** One column, for a page's side column. */
  compact?: boolean;
  /** The submit button: 'Найти' unless told; quiet, it is a ghost button. */
  submit?: { label: string; quiet?: boolean };
  /** Fields after the dates (the number of tourists). */
  children?: ReactNode;
  /** A button beside the submit one ('Все даты'). */
  also?: ReactNode;
}

/**
 * The shell of a dated trip's search (excursions, tours): two date fields, what else the catalogue
 * asks, and the buttons. What is typed stays in the fields when it is wrong; a valid form becomes
 * the URL's search; a start typed after the end moves the end. Remount it (key) when the URL's
 * search changes.
 */
export function DatesSearchForm<Search>({
  name,
  labels,
  initial,
  read,
  onSearch,
  markedDays,
  compact = false,
  submit = { label: 'Найти' },
  children,
  also,
}: DatesSearchFormProps<Search>) {
  const [dates, setDates] = useState(initial);
  // The range's length as last typed: a start moved past the end takes the end along by it.
  const [span, setSpan] = useState(() => typedSpan(initial.from, initial.to));
  const [errors, setErrors] = useState<DateRangeErrors>({});

  function change(next: { from: string; to: string }) {
    setDates(next);
    setSpan((last) => typedSpan(next.from, next.to) ?? last);
  }

  function send(event: FormEvent) {
    event.preventDefault();
    const result = read(dates);
    setErrors(result.errors ?? {});
    if (result.search !== undefined) onSearch(result.search);
  }

  return (
    <form
      className={compact ? 'search-form search-form--compact' : 'search-form'}
      onSubmit={send}
      noValidate
      aria-label={name}
    >
      <div className="search-form__dates">
        <DateInput
          label={labels.from}
          name="date_from"
          value={dates.from}
          onChange={(from) => change({ from, to: endAfterStart(from, dates.to, span) })}
          error={errors.from}
          marked={markedDays}
        />
        <DateInput
          label={labels.to}
          name="date_to"
          value={dates.to}
          onChange={(to) => change({ ...dates, to })}
          error={errors.to}
          min={rangeEndMin(dates.from)}
          marked={markedDays}
        />
      </div>
      {children}
      <div className="search-form__actions">
        <button
          type="submit"
          className={`button ${submit.quiet ? 'button--ghost' : 'button--primary'} search-form__submit`}
        >
          {submit.label}
        </button>
        {also}
      </div>
    </form>
  );
}
