import { useId, useRef, useState } from 'react';
import { lazyNamed } from '@/shared/ui/lazy-named';
import type { LoadSearchEntries } from './combobox';
import './search.css';

const SearchCombobox = lazyNamed(() => import('./SearchCombobox'), 'SearchCombobox');

interface SearchFieldProps {
  loadEntries: LoadSearchEntries;
  /** 'header' floats the list under the field; 'panel' (the phone's dialog) lays it out below. */
  variant: 'header' | 'panel';
  /** After it has navigated (the phone's dialog closes). */
  onDone?: () => void;
}

/**
 * The site search: a plain GET form to /search/ (it works before the scripts and without them).
 * On first focus the combobox's behaviour, the matching and the data load and attach to it, as
 * the masks do to date fields: the first page carries only this markup.
 */
export function SearchField({ loadEntries, variant, onDone }: SearchFieldProps) {
  const listboxId = useId();
  const input = useRef<HTMLInputElement>(null);
  const listbox = useRef<HTMLUListElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // The phone's panel is itself loaded on use, and focuses the field as it opens.
  const [used, setUsed] = useState(variant === 'panel');

  return (
    <form role="search" action="/search/" className={`search-field search-field--${variant}`}>
      <label>
        <span className="visually-hidden">Поиск</span>
        <input
          ref={input}
          type="search"
          name="q"
          className="search-field__input"
          placeholder="Экскурсии, туры, отели"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls={listboxId}
          data-autofocus={variant === 'panel' ? true : undefined}
          onFocus={() => setUsed(true)}
          onInput={() => setUsed(true)}
        />
      </label>
      {/* Filled and shown by the combobox once loaded; React renders them once and leaves them be. */}
      <ul
        ref={listbox}
        id={listboxId}
        role="listbox"
        aria-label="Подсказки"
        className="search-field__list"
        hidden
      />
      <p ref={status} role="status" className="visually-hidden" />
      {used ? (
        <SearchCombobox parts={{ input, listbox, status }} loadEntries={loadEntries} onDone={onDone} />
      ) : null}
    </form>
  );
}
