import { Link } from '@tanstack/react-router';
import { PLACE_FORMS, pluralize } from '@common/format';
import { AppLink } from '@/shared/ui/AppLink';
import { adultFare } from '@/shared/lib/adult-fare';
import { FromPrice } from '@/shared/ui/FromPrice';
import { typeset } from '@/shared/lib/typography';
import { fewPlacesLeft, unbookableReason } from './bookable';
import { tourDuration } from './duration';
import { eventDates } from './event-dates';
import { EventTable, type EventTableColumn } from '../trips/EventTable';
import { monthTitle, tourTableMonths, type TourTableRow } from './table-rows';
import { tourPathOf } from './tour-paths';
import { departuresWithin, isFiltered, tourSearchSummary } from './search';
import { filterTourGroups } from '../trips/filters';
import { TripFilters } from '../trips/TripFilters';
import { ToursEmpty } from './ToursEmpty';
import type { TourResultsProps } from '../trips/results-props';
import './tours.css';

const COLUMNS: readonly EventTableColumn[] = [
  { label: 'Даты', sortKey: 'date' },
  { label: 'Тур', sortKey: 'title' },
  { label: 'Длительность' },
  { label: 'Цена', sortKey: 'price' },
  { label: 'Свободно' },
];

/**
 * Every departure, sortable like the excursion table: by date a month per section, by title or
 * price one list. A title leads to its departure's page (the tour's page when the departure cannot
 * be booked, which says why in its places column). A real table from 1024 px; narrower, a card per
 * month with a departure per line.
 */
export function ToursTable({ groups, search, filters, onFilter }: TourResultsProps) {
  const departures = departuresWithin(groups, search);
  if (tourTableMonths(departures).length === 0) {
    return <ToursEmpty groups={groups} search={search} view="table" />;
  }
  // The filters' choices are those of the tours that depart in the range.
  const withDepartures = departures.map((group) => ({
    ...group,
    tours: group.tours.filter((tour) => tour.events.length > 0),
  }));
  const filtered = filterTourGroups(withDepartures, filters);
  const found = filtered.groups.reduce((sum, group) => sum + group.tours.length, 0);
  const bar = <TripFilters kind="tour" {...filtered.panel} foundCount={found} onChange={onFilter} />;
  if (found === 0) return bar;
  return (
    <EventTable
      note={bar}
      className="tours-table"
      caption={
        isFiltered(search) ? `Даты выездов туров: ${tourSearchSummary(search)}` : 'Даты выездов всех туров'
      }
      columns={COLUMNS}
    >
      {(sort) =>
        tourTableMonths(filtered.groups, sort).map((month) => (
          <tbody key={month.key ?? 'all'}>
            {month.key ? (
              <tr className="tours-table__month">
                <th scope="colgroup" colSpan={5}>
                  {monthTitle(month.key)}
                </th>
              </tr>
            ) : null}
            {month.rows.map(({ tour, event }) => (
              <DepartureRow key={event.id} tour={tour} event={event} />
            ))}
          </tbody>
        ))
      }
    </EventTable>
  );
}

function DepartureRow({ tour, event }: TourTableRow) {
  const reason = unbookableReason(event);
  return (
    <tr className={reason ? 'tours-table__row tours-table__row--off' : 'tours-table__row'}>
      <td className="tours-table__dates" data-label="Даты">
        {eventDates(event)}
      </td>
      <td className="event-table__title tours-table__tour" data-label="Тур">
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
      <td className="event-table__figure tours-table__duration" data-label="Длительность">
        {tourDuration(tour.days, tour.nights)}
      </td>
      <td className="event-table__figure event-table__price tours-table__price" data-label="Цена">
        <FromPrice roubles={adultFare(tour)} />
      </td>
      <td
        data-label="Свободно"
        className={
          reason
            ? 'event-table__figure tours-table__places tours-table__off'
            : fewPlacesLeft(event)
              ? 'event-table__figure tours-table__places tours-table__few'
              : 'event-table__figure tours-table__places'
        }
      >
        {reason ?? pluralize(event.places_left, PLACE_FORMS)}
      </td>
    </tr>
  );
}
