import { type ReactNode, useId, useState } from 'react';

interface SearchPanelProps {
  /** The search in one line: '23–30 ноября · 1 турист'. */
  summary: string;
  /** The search form. */
  children: ReactNode;
}

/**
 * A list page's search: on a phone it is one line ('23–30 ноября · 1 турист · Изменить') that
 * opens the form, so the results start high on the first screen; wider screens always show the
 * form. Remount it (key) with a new search to fold it again.
 */
export function SearchPanel({ summary, children }: SearchPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={open ? 'search-panel search-panel--open' : 'search-panel'}>
      <button
        type="button"
        className="search-panel__summary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span className="search-panel__text">{summary}</span>
        <span className="search-panel__change">{open ? 'Свернуть' : 'Изменить'}</span>
      </button>
      <div id={id} className="search-panel__form">
        {children}
      </div>
    </div>
  );
}
