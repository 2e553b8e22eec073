import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { type CalendarDay, today } from '@/shared/lib/calendar-day';
import { useDismiss } from '../use-dismiss';
import type { DateMask } from './date-mask';
import { loadIMask } from './load-imask';
import { displayToIsoDate, isoToDisplayDate } from './date-range';
import { useLazyMask } from './use-lazy-mask';
import { LineIcon } from '../LineIcon';
import { handOnRef } from './hand-on-ref';
import './forms.css';

// The calendar's code loads the first time a calendar opens.
const Calendar = lazy(() => import('./Calendar').then((module) => ({ default: module.Calendar })));

interface DateInputProps {
  label: string;
  /** As typed: 'DD.MM.YYYY' or a part of it. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name?: string;
  /** The earliest day the calendar offers: the agency's today unless told (a range's end: its start). */
  min?: CalendarDay | undefined;
  /** Days the page knows something happens on, marked in the calendar. */
  marked?: ReadonlySet<CalendarDay> | undefined;
  /**
   * A calendar beside the field (default). A birth date has none: it is typed faster than found
   * month by month decades back.
   */
  calendar?: boolean;
  /** For react-hook-form (its callback ref): the form focuses the field when it is invalid. */
  inputRef?: ((element: HTMLInputElement | null) => void) | undefined;
  autoComplete?: string;
}

/**
 * A date field masked as day.month.year (docs/product.md#validation) with its label and error message. The field is
 * a plain input until it is first pressed or focused: then imask (≈ 15 KB gzip) is loaded and
 * attached, and it re-masks whatever was typed meanwhile. A search form costs nothing on a page's
 * first load, and most visitors never touch the dates.
 */
export function DateInput({
  label,
  value,
  onChange,
  error,
  name,
  min,
  marked,
  calendar = true,
  inputRef,
  autoComplete = 'off',
}: DateInputProps) {
  const id = useId();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeCalendar = useCallback(() => setCalendarOpen(false), []);
  useDismiss(calendarOpen, field, toggle, closeCalendar);
  const errorId = `${id}-error`;
  const { elementRef, maskRef, set, handlers } = useLazyMask<DateMask>(value, onChange, () =>
    Promise.all([import('./date-mask'), loadIMask()]).then(
      ([{ attachDateMask }, IMask]) =>
        (element) =>
          attachDateMask(IMask, element),
    ),
  );

  const pick = (day: CalendarDay) => {
    const display = isoToDisplayDate(day);
    set(display);
    onChange(display);
    setCalendarOpen(false);
    toggle.current?.focus();
  };

  return (
    <div ref={field} className={error ? 'field field--invalid' : 'field'}>
      <label id={`${id}-label`} className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={calendar ? 'field__control' : undefined}>
        <input
          ref={handOnRef(elementRef, inputRef)}
          id={id}
          name={name}
          className="field__input"
          defaultValue={value}
          {...handlers}
          onInput={(event) => {
            if (!maskRef.current) onChange(event.currentTarget.value);
          }}
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder="ДД.ММ.ГГГГ"
          maxLength={10}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {calendar ? (
          <button
            ref={toggle}
            type="button"
            className="icon-button field__calendar"
            aria-label="Открыть календарь"
            aria-describedby={`${id}-label`}
            aria-haspopup="dialog"
            aria-expanded={calendarOpen}
            onClick={() => setCalendarOpen(!calendarOpen)}
          >
            <LineIcon>
              <path d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
            </LineIcon>
          </button>
        ) : null}
        {calendarOpen ? (
          <Suspense fallback={null}>
            <Calendar
              labelledBy={`${id}-label`}
              selected={displayToIsoDate(value)}
              min={min ?? today()}
              marked={marked}
              onPick={pick}
            />
          </Suspense>
        ) : null}
      </div>
      <p id={errorId} className="field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
