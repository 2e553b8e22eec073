import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { addDays, type CalendarDay } from '@/shared/lib/calendar-day';
import { formatDate } from '@common/format';
import { MONTH_NAMES, monthOf, monthWeeks, sameDayIn, shiftMonth, WEEKDAY_NAMES } from './calendar-month';
import './calendar.css';

export interface CalendarProps {
  /** The id of the field's label ('Дата с', 'Заезд'): the calendar is described by it. */
  labelledBy: string;
  /** The day the field holds, shown chosen; null when it holds none. */
  selected: CalendarDay | null;
  /** The earliest day that may be picked: today, or the range's first day. */
  min: CalendarDay;
  /** Days the page knows something happens on (departures), marked with a dot. */
  marked?: ReadonlySet<CalendarDay> | undefined;
  onPick: (day: CalendarDay) => void;
}

const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month of days to pick one from (loaded the first time a calendar opens). Arrows move by a day
 * or a week, Page Up/Down by a month, Enter picks; days before `min` cannot be picked.
 */
export function Calendar({ labelledBy, selected, min, marked, onPick }: CalendarProps) {
  const start = selected && selected >= min ? selected : min;
  const [focused, setFocused] = useState<CalendarDay>(start);
  const [month, setMonth] = useState(monthOf(start));
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    // The chosen (or first possible) day takes the focus when the calendar opens, and follows the keys.
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const focusDay = (day: CalendarDay) => {
    const next = day < min ? min : day;
    setFocused(next);
    setMonth(monthOf(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = STEP[event.key];
    if (step !== undefined) focusDay(addDays(focused, step));
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      focusDay(sameDayIn(shiftMonth(monthOf(focused), event.key === 'PageUp' ? -1 : 1), focused));
    } else return;
    event.preventDefault();
  };

  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const title = `${MONTH_NAMES[monthIndex - 1]} ${year}`;
  return (
    <div className="calendar" role="dialog" aria-label="Календарь" aria-describedby={labelledBy}>
      <div className="calendar__head">
        <button
          type="button"
          className="calendar__turn"
          aria-label="Предыдущий месяц"
          disabled={month <= monthOf(min)}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <p className="calendar__title" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className="calendar__turn"
          aria-label="Следующий месяц"
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          ›
        </button>
      </div>
      <table ref={grid} className="calendar__grid" role="grid" aria-label={title} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) =>
                day ? (
                  <td key={day}>
                    <button
                      type="button"
                      data-day={day}
                      className={
                        marked?.has(day)
                          ? 'plain-button calendar__day calendar__day--marked'
                          : 'plain-button calendar__day'
                      }
                      tabIndex={day === focused ? 0 : -1}
                      disabled={day < min}
                      aria-pressed={day === selected}
                      aria-label={`${formatDate(day)}${marked?.has(day) ? ', есть выезды' : ''}`}
                      onClick={() => onPick(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ) : (
                  <td key={`blank-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
