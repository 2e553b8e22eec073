import { useResultsOrSaved } from '@/shared/api/saved-results';
import { formatDate, formatWeekday, PLACE_FORMS, pluralize } from '@common/format';
import { SavedResultsNote } from '@/shared/ui/SavedResultsNote';
import { PlacesAsOf } from '../trips/PlacesAsOf';
import { AppLink } from '@/shared/ui/AppLink';
import { adultFare } from '@/shared/lib/adult-fare';
import { FromPrice } from '@/shared/ui/FromPrice';
import { excursionsQueryOptions } from '../api/list-excursions';
import type { ExcursionSearch } from '../search-params';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { filterCards } from '../trips/filters';
import { TripFilters } from '../trips/TripFilters';
import { ExcursionEmpty } from './ExcursionEmpty';
import { EventTable, type EventTableColumn, EventTableSkeleton } from '../trips/EventTable';
import { tableSections, type TableRow } from './table-rows';
import './excursion-table.css';
import { useAgencyNow } from '@/shared/lib/use-agency-now';
import type { ExcursionResultsProps } from '../trips/results-props';

const COLUMNS: readonly EventTableColumn[] = [
  { label: 'Дата', sortKey: 'date' },
  { label: 'Время' },
  { label: 'Экскурсия', sortKey: 'title' },
  { label: 'Длительность' },
  { label: 'Цена', sortKey: 'price' },
  { label: 'Свободно' },
];

/** Date × excursion: every day of the search with the excursions that run that day. */
export function ExcursionTable({
  catalog,
  search: requested,
  path,
  filters,
  onFilter,
}: ExcursionResultsProps) {
  // Saved results of another search are drawn for the days they answered.
  const {
    query,
    data: excursions,
    saved,
    search,
  } = useResultsOrSaved(excursionsQueryOptions(catalog, requested));
  const now = useAgencyNow();

  if (excursions === undefined && query.isPending) return <EventTableSkeleton />;
  if (excursions === undefined) {
    return (
      <LoadFailed error={query.error} what="расписание экскурсий" onRetry={() => void query.refetch()} />
    );
  }
  if (excursions.length === 0) {
    return <ExcursionEmpty search={search} path={path} />;
  }

  const filtered = filterCards(excursions, filters, 'excursion');
  const bar = (
    <TripFilters
      kind="excursion"
      {...filtered.panel}
      foundCount={filtered.cards.length}
      onChange={onFilter}
    />
  );
  if (filtered.cards.length === 0) return bar;

  return (
    <EventTable
      className="excursion-table"
      caption={`Экскурсии с ${formatDate(search.date_from)} по ${formatDate(search.date_to)}`}
      columns={COLUMNS}
      busy={query.isPlaceholderData}
      note={
        <>
          {saved ? (
            <SavedResultsNote dates={search} receivedAt={saved.receivedAt} offline={saved.offline} />
          ) : (
            <PlacesAsOf />
          )}
          {bar}
        </>
      }
    >
      {(sort) =>
        tableSections(filtered.cards, search, sort, now).map((section) => (
          <tbody key={section.date ?? 'all'} className="excursion-table__day">
            {section.rows.length === 0 && section.date ? (
              <tr className="excursion-table__none">
                <DateCell date={section.date} />
                <td colSpan={5}>Нет экскурсий со свободными местами</td>
              </tr>
            ) : (
              section.rows.map((row, index) => (
                <EventRow
                  key={row.eventId}
                  row={row}
                  search={search}
                  dateCell={section.date === null || index === 0}
                  span={section.date === null ? 1 : section.rows.length}
                />
              ))
            )}
          </tbody>
        ))
      }
    </EventTable>
  );
}

function DateCell({ date, span = 1 }: { date: string; span?: number }) {
  return (
    <th scope="rowgroup" rowSpan={span} className="excursion-table__date">
      <span className="excursion-table__weekday">{formatWeekday(date)}</span> {formatDate(date)}
    </th>
  );
}

function EventRow({
  row,
  search,
  dateCell,
  span,
}: {
  row: TableRow;
  search: ExcursionSearch;
  dateCell: boolean;
  span: number;
}) {
  return (
    <tr
      className={dateCell ? 'excursion-table__event' : 'excursion-table__event excursion-table__event--more'}
    >
      {dateCell ? <DateCell date={row.date} span={span} /> : null}
      <td className="excursion-table__time">{row.time}</td>
      <td className="event-table__title excursion-table__title">
        <AppLink href={row.excursion.url} search={search}>
          {row.excursion.title}
        </AppLink>
      </td>
      <td className="event-table__figure excursion-table__duration">{row.excursion.duration_display}</td>
      <td className="event-table__figure event-table__price excursion-table__price">
        <FromPrice roubles={adultFare(row.excursion)} />
      </td>
      <td className="event-table__figure excursion-table__places">
        {pluralize(row.placesLeft, PLACE_FORMS)}
      </td>
    </tr>
  );
}
