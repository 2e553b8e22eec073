import { addDays, today as agencyToday } from '@/shared/lib/calendar-day';
import { quickRanges, quickStays, type QuickRange } from '@/shared/lib/quick-dates';
import { AppLink } from './AppLink';
import './QuickDates.css';

type Dates = Pick<QuickRange, 'date_from' | 'date_to'>;

interface QuickDatesProps {
  /** The list's name, for a screen reader. */
  label: string;
  /** Words before the chips, where the page does not say what they search. */
  lead?: string;
  /** The catalogue the chips open. */
  href: string;
  /** The search a range becomes there (the rest of the visitor's search kept). */
  searchFor: (dates: Dates) => object;
  /** The dates the page shows now: that chip is marked as the current one. */
  current?: Partial<Dates> | undefined;
  /**
   * Tours are sold until the day before: their chips start tomorrow. A hotel's are stays, check-in
   * to check-out.
   */
  from?: 'today' | 'tomorrow' | 'stay';
}

/**
 * 'Сегодня', 'Завтра', 'Выходные' as links to the catalogue with those dates, by the agency's
 * calendar: one tap, no form, and they work before the page's code has loaded.
 */
export function QuickDates({ label, lead, href, searchFor, current, from = 'today' }: QuickDatesProps) {
  const today = agencyToday();
  const ranges =
    from === 'stay' ? quickStays(today) : quickRanges(today, from === 'today' ? today : addDays(today, 1));
  return (
    <div className="cluster quick-dates">
      {lead ? (
        <span className="quick-dates__lead" aria-hidden="true">
          {lead}
        </span>
      ) : null}
      <ul className="quick-dates__list" aria-label={label}>
        {ranges.map((range) => {
          const chosen = current?.date_from === range.date_from && current.date_to === range.date_to;
          return (
            <li key={range.label}>
              <AppLink
                href={href}
                search={searchFor({ date_from: range.date_from, date_to: range.date_to })}
                className="quick-dates__chip"
                aria-current={chosen ? 'true' : undefined}
              >
                {range.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
