import { Link } from '@tanstack/react-router';
import { ViewSwitch as Switch } from '@/shared/ui/ViewSwitch';
import type { ExcursionCatalog } from '../api/types';
import type { ExcursionSearch } from '../search-params';
import { EXCURSION_CATALOGS } from './catalogs';

// The list path is a prefix of the table's: only an exact match is the current view.
const EXACT = { exact: true, includeSearch: false } as const;

/** List or table of the same search. */
export function ViewSwitch({ catalog, search }: { catalog: ExcursionCatalog; search: ExcursionSearch }) {
  const paths = EXCURSION_CATALOGS[catalog];
  return (
    <Switch
      list={
        <Link to={paths.list} search={search} activeOptions={EXACT}>
          Списком
        </Link>
      }
      table={
        <Link to={paths.table} search={search} activeOptions={EXACT}>
          Таблицей
        </Link>
      }
    />
  );
}
