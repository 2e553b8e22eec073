import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { addDays, type CalendarDay } from '@/shared/lib/calendar-day';
import { formatDayRange, PLACE_FORMS, pluralize } from '@common/format';
import { MONTH_NAMES, monthOf, monthWeeks, sameDayIn, shiftMonth, WEEKDAY_NAMES } from './calendar-month';
import './calendar.css';

/** A day the booking calendar knows of: sold out, or the places left on it. */
export interface AvailableDay {
  soldOut: boolean;
  placesLeft: number;
}

export interface CalendarProps {
  /** The id of the calendar's label ('Дата с', 'Заезд', the booking's title): it is described by it. */
  labelledBy: string;
  /** The day the field holds, shown chosen; null when it holds none. */
  selected: CalendarDay | null;
  /** The earliest day that may be picked: today, or the range's first day. */
  min: CalendarDay;
  /** The last month shown is this day's. */
  max?: CalendarDay | undefined;
  /** Days the page knows something happens on (departures), marked with a dot. */
  marked?: ReadonlySet<CalendarDay> | undefined;
  /**
   * The booking calendar's days: only a day here with room can be picked; a sold-out one is shown
   * as such. Without it every day from `min` on can be picked.
   */
  available?: ReadonlyMap<CalendarDay, AvailableDay> | undefined;
  /**
   * Part of the page rather than a popup: it takes the focus only when the visitor moves in it,
   * and starts at `start` (the first free day) while nothing is chosen.
   */
  inline?: { start: CalendarDay } | undefined;
  onPick: (day: CalendarDay) => void;
}

const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A day as it is read out: '9 декабря 2026', its name beginning with the number it shows (a voice
 * command says what it sees: WCAG 2.5.3).
 */
export const spokenDay = (day: CalendarDay): string => `${formatDayRange(day, day)} ${day.slice(0, 4)}`;

/** How a day is read out and whether it can be picked. */
function dayFacts(
  day: CalendarDay,
  { min, marked, available }: Pick<CalendarProps, 'min' | 'marked' | 'available'>,
): { label: string; open: boolean; className: string } {
  const date = spokenDay(day);
  if (day < min) return { label: date, open: false, className: 'plain-button calendar__day' };
  if (available) {
    const known = available.get(day);
    if (!known) return { label: date, open: false, className: 'plain-button calendar__day' };
    if (known.soldOut)
      return {
        label: `${date}, мест нет`,
        open: false,
        className: 'plain-button calendar__day calendar__day--sold-out',
      };
    return {
      label: `${date}, осталось ${pluralize(known.placesLeft, PLACE_FORMS)}`,
      open: true,
      className: 'plain-button calendar__day calendar__day--marked',
    };
  }
  return marked?.has(day)
    ? {
        label: `${date}, есть выезды`,
        open: true,
        className: 'plain-button calendar__day calendar__day--marked',
      }
    : { label: date, open: true, className: 'plain-button calendar__day' };
}

/**
 * A month of days to pick one from: a date field's popup (loaded the first time it opens), or the
 * booking's calendar of free and sold-out days. Arrows move by a day or a week, Page Up/Down by a
 * month, Enter picks; a day that cannot be picked says why.
 */
export function Calendar({
  labelledBy,
  selected,
  min,
  max,
  marked,
  available,
  inline,
  onPick,
}: CalendarProps) {
  const start = selected && selected >= min ? selected : (inline?.start ?? min);
  const [focused, setFocused] = useState<CalendarDay>(start);
  const [month, setMonth] = useState(monthOf(start));
  // A popup takes the focus when it opens; the page's calendar only once the visitor moves in it.
  const [moved, setMoved] = useState(!inline);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (moved) grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month, moved]);

  // A day chosen elsewhere (the list of times, the departures) is shown in its month.
  const [shownSelected, setShownSelected] = useState(selected);
  if (selected !== shownSelected) {
    setShownSelected(selected);
    if (selected) {
      setFocused(selected);
      setMonth(monthOf(selected));
    }
  }

  const last = max ? monthOf(max) : null;
  const focusDay = (day: CalendarDay) => {
    const next = day < min ? min : max && day > max ? max : day;
    setMoved(true);
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

  // The visitor's place in the month: the focused day when it is in the shown month, else its first.
  const days = monthWeeks(month).flat();
  const tabStop = days.includes(focused) ? focused : days.find((day) => day !== null && day >= min);
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const title = `${MONTH_NAMES[monthIndex - 1]} ${year}`;
  return (
    <div
      className={inline ? 'calendar calendar--inline' : 'calendar'}
      role={inline ? 'group' : 'dialog'}
      aria-label="Календарь"
      aria-describedby={labelledBy}
    >
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
          disabled={last !== null && month >= last}
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
              {week.map((day, column) => {
                if (!day) return <td key={`blank-${column}`} />;
                const facts = dayFacts(day, { min, marked, available });
                return (
                  <td key={day}>
                    <button
                      type="button"
                      data-day={day}
                      className={facts.className}
                      tabIndex={day === tabStop ? 0 : -1}
                      // Before `min` a day is out of reach; the booking's closed days stay
                      // focusable, so the arrows pass over them and they say why.
                      disabled={day < min}
                      aria-disabled={facts.open ? undefined : true}
                      aria-pressed={day === selected}
                      aria-label={facts.label}
                      onClick={() => {
                        if (facts.open) onPick(day);
                      }}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
