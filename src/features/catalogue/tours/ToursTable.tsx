import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PLACE_FORMS, pluralize } from '@/shared/lib/format';
import { AppLink } from '@/shared/ui/AppLink';
import { adultFare } from '@/shared/lib/adult-fare';
import { FromPrice } from '@/shared/ui/FromPrice';
import { ariaSort, SortButton, SortSelect, type TableSort, toggledSort } from '@/shared/ui/SortButton';
import { typeset } from '@/shared/lib/typography';
import type { TourGroup } from '../api/types';
import { unbookableReason } from './bookable';
import { tourDuration } from './duration';
import { eventDates } from './event-dates';
import { monthTitle, tourTableMonths, type TourTableSortKey } from './table-rows';
import { tourPathOf } from './tour-paths';
import { departuresWithin, isFiltered, tourSearchSummary } from './search';
import type { TourSearch } from '../search-params';
import { ToursEmpty } from './ToursEmpty';
import './tours.css';

const SORT_LABELS: Record<TourTableSortKey, string> = { date: 'Даты', title: 'Тур', price: 'Цена' };

/**
 * Every departure, sortable like the excursion table: by date a month per section, by title or
 * price one list. A title leads to its departure's page (the tour's page when the departure cannot
 * be booked, which says why in its places column). A real table from 1024 px; narrower, a card per
 * month with a departure per line.
 */
export function ToursTable({ groups, search }: { groups: readonly TourGroup[]; search: TourSearch }) {
  const [sort, setSort] = useState<TableSort<TourTableSortKey>>({ key: 'date', direction: 'asc' });
  const months = tourTableMonths(departuresWithin(groups, search), sort);
  if (months.length === 0) return <ToursEmpty groups={groups} search={search} view="table" />;
  const toggle = (key: TourTableSortKey) => setSort((current) => toggledSort(current, key));
  return (
    <div className="tours-table-wrap">
      <SortSelect sort={sort} onSort={setSort} className="tours-table__sort" />
      <table className="tours-table">
        <caption className="visually-hidden">
          {isFiltered(search)
            ? `Даты выездов туров: ${tourSearchSummary(search)}`
            : 'Даты выездов всех туров'}
        </caption>
        <thead>
          <tr>
            <th scope="col" aria-sort={ariaSort(sort, 'date')}>
              <SortButton label={SORT_LABELS.date} sortKey="date" sort={sort} onSort={toggle} />
            </th>
            <th scope="col" aria-sort={ariaSort(sort, 'title')}>
              <SortButton label={SORT_LABELS.title} sortKey="title" sort={sort} onSort={toggle} />
            </th>
            <th scope="col">Длительность</th>
            <th scope="col" aria-sort={ariaSort(sort, 'price')}>
              <SortButton label={SORT_LABELS.price} sortKey="price" sort={sort} onSort={toggle} />
            </th>
            <th scope="col">Свободно</th>
          </tr>
        </thead>
        {months.map((month) => (
          <tbody key={month.key ?? 'all'}>
            {month.key ? (
              <tr className="tours-table__month">
                <th scope="colgroup" colSpan={5}>
                  {monthTitle(month.key)}
                </th>
              </tr>
            ) : null}
            {month.rows.map(({ tour, event }) => {
              const reason = unbookableReason(event);
              return (
                <tr
                  key={event.id}
                  className={reason ? 'tours-table__row tours-table__row--off' : 'tours-table__row'}
                >
                  <td className="tours-table__dates" data-label="Даты">
                    {eventDates(event)}
                  </td>
                  <td className="tours-table__tour" data-label="Тур">
                    {reason ? (
                      <AppLink href={tour.url}>{typeset(tour.title)}</AppLink>
                    ) : (
                      <Link
                        to="/tours/events/$/"
                        params={{ _splat: tourPathOf(tour.url) }}
                        search={{ event: event.id }}
                        aria-label={`${tour.title}, ${eventDates(event)}`}
                      >
                        {typeset(tour.title)}
                      </Link>
                    )}
                  </td>
                  <td className="tours-table__duration" data-label="Длительность">
                    {tourDuration(tour.days, tour.nights)}
                  </td>
                  <td className="tours-table__price" data-label="Цена">
                    <FromPrice roubles={adultFare(tour)} />
                  </td>
                  <td
                    data-label="Свободно"
                    className={
                      reason
                        ? 'tours-table__places tours-table__off'
                        : event.places_left <= 5
                          ? 'tours-table__places tours-table__few'
                          : 'tours-table__places'
                    }
                  >
                    {reason ?? pluralize(event.places_left, PLACE_FORMS)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
