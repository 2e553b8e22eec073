import type { ExcursionCatalog } from '../api/types';
import type { ExcursionSearch } from '../search-params';
import { excursionSearchSummary } from '../search-summary';
import { PageHeading } from '@/shared/ui/PageHeading';
import { SearchPanel } from '@/shared/ui/SearchPanel';
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
      <SearchPanel key={excursionSearchKey(search)} summary={excursionSearchSummary(search)}>
        <ExcursionSearchForm search={search} onSearch={onSearch} />
      </SearchPanel>
      <ViewSwitch catalog={catalog} search={search} />
    </>
  );
}
