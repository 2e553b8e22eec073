import type { LoadSearchEntries } from './combobox';
import { SearchButton } from './SearchButton';
import { SearchField } from './SearchField';

/** The header's search: the field from 768 px, the icon and its panel on a phone (CSS picks one). */
export function HeaderSearch({ loadEntries }: { loadEntries: LoadSearchEntries }) {
  return (
    <div className="header-search">
      <SearchField variant="header" loadEntries={loadEntries} />
      <SearchButton loadEntries={loadEntries} />
    </div>
  );
}
