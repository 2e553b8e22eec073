import { Link } from '@tanstack/react-router';
import type { ExcursionCatalog } from '../api/types';
import type { ExcursionSearch } from '../search-params';
import { EXCURSION_CATALOGS } from './catalogs';
import '../ui/catalogue.css';

// The list path is a prefix of the table's: only an exact match is the current view.
const EXACT = { exact: true, includeSearch: false } as const;

/** List or table of the same search; the router marks the current one (`aria-current`). */
export function ViewSwitch({ catalog, search }: { catalog: ExcursionCatalog; search: ExcursionSearch }) {
  const paths = EXCURSION_CATALOGS[catalog];
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
