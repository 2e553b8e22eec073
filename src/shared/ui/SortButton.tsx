/** A table's order: which column, which way. */
export interface TableSort<Key extends string> {
  key: Key;
  direction: 'asc' | 'desc';
}

/** The next order after a press on a column's header: that column, or the other way round. */
export function toggledSort<Key extends string>(current: TableSort<Key>, key: Key): TableSort<Key> {
  return { key, direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc' };
}

/** `aria-sort` of a column's header. */
export function ariaSort<Key extends string>(sort: TableSort<Key>, key: Key) {
  return sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
}

interface SortButtonProps<Key extends string> {
  label: string;
  sortKey: Key;
  sort: TableSort<Key>;
  onSort: (key: Key) => void;
}

/** A sortable column's header: the tables of dated departures (excursions, tours) share it. */
export function SortButton<Key extends string>({ label, sortKey, sort, onSort }: SortButtonProps<Key>) {
  const active = sort.key === sortKey;
  return (
    <button type="button" className="tap-row plain-button sort-button" onClick={() => onSort(sortKey)}>
      {label}
      <span
        className={active ? 'sort-button__arrow sort-button__arrow--active' : 'sort-button__arrow'}
        aria-hidden="true"
      >
        {active && sort.direction === 'desc' ? '↓' : '↑'}
      </span>
    </button>
  );
}

/** The columns a departure table (excursions, tours) sorts by. */
export type DepartureSortKey = 'date' | 'price' | 'title';

interface SortSelectProps {
  sort: TableSort<DepartureSortKey>;
  onSort: (sort: TableSort<DepartureSortKey>) => void;
  className: string;
}

/** A phone's and a tablet's stand-in for the sortable headers: every order in one list. */
export function SortSelect({ sort, onSort, className }: SortSelectProps) {
  return (
    <label className={`sort-select ${className}`}>
      <span>Сортировать</span>
      <select
        className="field__select"
        value={`${sort.key}-${sort.direction}`}
        onChange={(event) => {
          const [key, direction] = event.target.value.split('-') as [DepartureSortKey, 'asc' | 'desc'];
          onSort({ key, direction });
        }}
      >
        <option value="date-asc">Сначала ближайшие</option>
        <option value="date-desc">Сначала поздние</option>
        <option value="price-asc">Сначала дешёвые</option>
        <option value="price-desc">Сначала дорогие</option>
        <option value="title-asc">По названию, А–Я</option>
        <option value="title-desc">По названию, Я–А</option>
      </select>
    </label>
  );
}
