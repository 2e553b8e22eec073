import { Link } from '@tanstack/react-router';
import { PLACE_FORMS, pluralize } from '@/shared/lib/format';
import { AppLink } from '@/shared/ui/AppLink';
import { adultFare } from '@/shared/lib/adult-fare';
import { FromPrice } from '@/shared/ui/FromPrice';
import { typeset } from '@/shared/lib/typography';
import type { TourGroup } from './api/types';
import { isBookable, unbookableReason } from './bookable';
import { tourDuration } from './duration';
import { eventDates } from './event-dates';
import { monthTitle, tourTableMonths } from './table-rows';
import { tourPathOf } from './tour-paths';
import { ToursEmpty } from './ToursEmpty';
import './tours.css';

/**
 * Every departure by date, a month per section. A real table from 768 px up; on a phone each row
 * becomes a card whose cells carry their column name.
 */
export function ToursTable({ groups }: { groups: readonly TourGroup[] }) {
  const months = tourTableMonths(groups);
  if (months.length === 0) return <ToursEmpty />;
  return (
    <table className="tours-table">
      <caption className="tours-sr-only">Даты выездов всех туров</caption>
      <thead>
        <tr>
          <th scope="col">Даты</th>
          <th scope="col">Тур</th>
          <th scope="col">Длительность</th>
          <th scope="col">Свободно</th>
          <th scope="col">Цена</th>
          <th scope="col">
            <span className="tours-sr-only">Действие</span>
          </th>
        </tr>
      </thead>
      {months.map((month) => (
        <tbody key={month.key}>
          <tr className="tours-table__month">
            <th scope="colgroup" colSpan={6}>
              {monthTitle(month.key)}
            </th>
          </tr>
          {month.rows.map(({ tour, event }) => (
            <tr key={event.id} className="tours-table__row">
              <td className="tours-table__dates" data-label="Даты">
                {eventDates(event)}
              </td>
              <td className="tours-table__tour" data-label="Тур">
                <AppLink href={tour.url}>{typeset(tour.title)}</AppLink>
              </td>
              <td className="tours-table__duration" data-label="Длительность">
                {tourDuration(tour.days, tour.nights)}
              </td>
              <td
                data-label="Свободно"
                className={
                  event.places_left <= 5 ? 'tours-table__places tours-table__few' : 'tours-table__places'
                }
              >
                {event.places_left > 0 ? pluralize(event.places_left, PLACE_FORMS) : 'нет'}
              </td>
              <td className="tours-table__price" data-label="Цена">
                <FromPrice roubles={adultFare(tour)} />
              </td>
              <td className="tours-table__action">
                {isBookable(event) ? (
                  <Link
                    to="/tours/events/$/"
                    params={{ _splat: tourPathOf(tour.url) }}
                    search={{ event: event.id }}
                    className="button button--ghost tours-table__choose"
                    aria-label={`Выбрать: ${tour.title}, ${eventDates(event)}`}
                  >
                    Выбрать
                  </Link>
                ) : (
                  <span className="tours-table__off">{unbookableReason(event)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
