import { Link } from '@tanstack/react-router';
import type { ExcursionCatalog } from '../api/types';
import type { ExcursionSearch } from '../search-params';
import '../ui/catalogue.css';

const PATHS = {
  current: { list: '/excursions/', table: '/excursions/table/' },
  old: { list: '/excursions_old/', table: '/excursions_old/table/' },
} as const;

// The list path is a prefix of the table's: only an exact match is the current view.
const EXACT = { exact: true, includeSearch: false } as const;

/** List or table of the same search; the router marks the current one (`aria-current`). */
export function ViewSwitch({ catalog, search }: { catalog: ExcursionCatalog; search: ExcursionSearch }) {
  const paths = PATHS[catalog];
  return (
    <nav aria-label="Вид каталога">
      <ul className="view-switch">
        <li>
          <Link to={paths.list} search={search} activeOptions={EXACT}>
            Списком
          </Link>
        </li>
        <li>
          <Link to={paths.table} search={search} activeOptions={EXACT}>
            Таблицей
          </Link>
        </li>
      </ul>
    </nav>
  );
}
