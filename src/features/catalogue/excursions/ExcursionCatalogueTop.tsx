import type { ExcursionCatalog } from '../api/types';
import type { ExcursionSearch } from '../search-params';
import { PageHeading } from '@/shared/ui/PageHeading';
import { ExcursionSearchForm } from './ExcursionSearchForm';
import { excursionSearchKey } from './search-key';
import { ViewSwitch } from './ViewSwitch';

interface ExcursionCatalogueTopProps {
  catalog: ExcursionCatalog;
  title: string;
  search: ExcursionSearch;
  onSearch: (next: ExcursionSearch) => void;
}

/** Heading, search form and the list/table switch above either catalogue's list or table. */
export function ExcursionCatalogueTop({ catalog, title, search, onSearch }: ExcursionCatalogueTopProps) {
  return (
    <>
      <PageHeading title={title} />
      <ExcursionSearchForm key={excursionSearchKey(search)} search={search} onSearch={onSearch} />
      <ViewSwitch catalog={catalog} search={search} />
    </>
  );
}
