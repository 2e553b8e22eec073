import { useState } from 'react';
import { LineIcon } from '@/shared/ui/LineIcon';
import { lazyNamed } from '@/shared/ui/lazy-named';
import type { LoadSearchEntries } from './combobox';

const SearchDialog = lazyNamed(() => import('./SearchDialog'), 'SearchDialog');

/** A phone's search: an icon in the header that opens the field in a dialog (loaded when pressed). */
export function SearchButton({ loadEntries }: { loadEntries: LoadSearchEntries }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button search-button"
        aria-label="Поиск"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </button>
      {open ? <SearchDialog loadEntries={loadEntries} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export const SearchIcon = () => (
  <LineIcon size={22}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </LineIcon>
);
