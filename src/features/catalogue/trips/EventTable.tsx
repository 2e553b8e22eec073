import { type ReactNode, useState } from 'react';
import {
  ariaSort,
  type DepartureSortKey,
  SortButton,
  SortSelect,
  type TableSort,
  toggledSort,
} from '@/shared/ui/SortButton';
import './event-table.css';

export interface EventTableColumn {
  label: string;
  /** A column the table sorts by: its header is a button. */
  sortKey?: DepartureSortKey;
}

interface EventTableProps {
  /** The catalogue's own class beside `event-table`: it places the cells of its rows. */
  className: string;
  caption: string;
  columns: readonly EventTableColumn[];
  /** The table's sections (a `tbody` each) in the chosen order. */
  children: (sort: TableSort<DepartureSortKey>) => ReactNode;
  /** Shown above the table (a saved answer's note). */
  note?: ReactNode;
  /** Another search is on its way: the rows shown are the last one's. */
  busy?: boolean | undefined;
}

/**
 * A table of dated departures (excursions, tours), sortable by date, title and price: by its
 * headers from 1024 px, by a list narrower, where each section is a card with a departure per line.
 */
export function EventTable({ className, caption, columns, children, note, busy }: EventTableProps) {
  const [sort, setSort] = useState<TableSort<DepartureSortKey>>({ key: 'date', direction: 'asc' });
  const toggle = (key: DepartureSortKey) => setSort((current) => toggledSort(current, key));
  return (
    <div className="event-table-wrap" aria-busy={busy}>
      {note}
      <SortSelect sort={sort} onSort={setSort} className="event-table__sort" />
      <table className={`event-table ${className}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map(({ label, sortKey }) =>
              sortKey ? (
                <th key={label} scope="col" aria-sort={ariaSort(sort, sortKey)}>
                  <SortButton label={label} sortKey={sortKey} sort={sort} onSort={toggle} />
                </th>
              ) : (
                <th key={label} scope="col">
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        {children(sort)}
      </table>
    </div>
  );
}

/** A departure table's boxes while its rows load. */
export function EventTableSkeleton() {
  return (
    <div className="event-table-wrap" aria-busy="true">
      <div className="skeleton skeleton--select event-table__sort" />
      <div className="event-table-skeleton" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="skeleton event-table-skeleton__row" />
        ))}
      </div>
    </div>
  );
}
