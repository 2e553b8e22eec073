import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import type { ExcursionCatalog } from '../api/types';
import type { ExcursionSearch } from '../search-params';
import { EXCURSION_CATALOGS } from '../catalogs';
import { ExcursionSearchForm } from './ExcursionSearchForm';

/** The routes of an excursion or group page: their loader found what the address is (loadExcursionPage). */
export type ExcursionPageRoute =
  '/excursions/$' | '/excursions/$group/$slug/' | '/excursions_old/$' | '/excursions_old/events/$';

/** What a group page and an excursion page share: the loader's answer, the search, the crumbs and the form. */
export function useExcursionFrame(catalog: ExcursionCatalog, from: ExcursionPageRoute) {
  const page = useLoaderData({ from });
  const search = useSearch({ from });
  const navigate = useNavigate({ from });
  const { title, list } = EXCURSION_CATALOGS[catalog];
  const crumbs = [{ title, href: list, search }];
  const form = (markedDays?: ReadonlySet<string>) => (
    <ExcursionSearchForm
      key={JSON.stringify(search)}
      search={search}
      compact={page.kind === 'excursion'}
      datesOnly={page.kind === 'excursion'}
      markedDays={markedDays}
      onSearch={(next: ExcursionSearch) => void navigate({ search: next, replace: true })}
    />
  );
  return { page, search, crumbs, form };
}
