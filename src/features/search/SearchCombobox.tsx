import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useAgencyNow } from '@/shared/lib/use-agency-now';
import { useOnline } from '@/shared/lib/use-online';
import { Thumb } from '@/shared/ui/Thumb';
import type { ComboboxParts, LoadSearchEntries } from './combobox';
import { ItemPrice } from './ItemPrice';
import { KIND_NAMES } from './kinds';
import { findItems, type SearchItem, searchItemsOf } from './match';
import { nextDateLabel } from './when';

/** Suggestions start from two letters: one letter matches half the catalogue. */
const MIN_SUGGEST_LENGTH = 2;
const MAX_SUGGESTIONS = 8;

interface SearchComboboxProps {
  parts: ComboboxParts;
  loadEntries: LoadSearchEntries;
  onDone?: (() => void) | undefined;
}

/**
 * The ARIA 1.2 combobox behaviour of the search field: suggestions as one types, arrows to move,
 * Enter to open the active one or search, Escape to close (then to clear), the count announced.
 * It attaches to the field's markup (see `SearchField`) when the field is first focused.
 */
export function SearchCombobox({ parts, loadEntries, onDone }: SearchComboboxProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const online = useOnline();
  const now = useAgencyNow();
  // The field is the query's one source: what was typed before this code arrived counts too.
  const { input } = parts;
  const subscribe = (onChange: () => void) => {
    const field = input.current;
    field?.addEventListener('input', onChange);
    return () => field?.removeEventListener('input', onChange);
  };
  const query = useSyncExternalStore(
    subscribe,
    () => input.current?.value ?? '',
    () => '',
  );
  // Each edit of the query opens the list again and clears the active option: both are kept
  // with the query they were set for.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [activeAt, setActiveAt] = useState({ query: '', index: -1 });
  const open = closedFor !== query;
  const active = activeAt.query === query ? activeAt.index : -1;
  const [items, setItems] = useState<SearchItem[] | null>(null);

  // Asked again when the network comes or goes: online answers, or what the device kept.
  useEffect(() => {
    let current = true;
    void loadEntries(queryClient).then((entries) => {
      if (current) setItems(searchItemsOf(entries));
    });
    return () => {
      current = false;
    };
  }, [loadEntries, queryClient, online]);

  const suggesting = query.trim().length >= MIN_SUGGEST_LENGTH;
  const hits = useMemo(
    () => (items && suggesting ? findItems(items, query) : []),
    [items, query, suggesting],
  );
  const shown = hits.slice(0, MAX_SUGGESTIONS);
  // More than the list holds: its last option leads to the results page with them all.
  const more = hits.length > shown.length;
  const optionCount = shown.length + (more ? 1 : 0);
  const expanded = open && shown.length > 0;
  const status =
    !items || !suggesting ? '' : hits.length > 0 ? `Найдено: ${hits.length}` : 'Ничего не найдено';
  const optionId = (index: number) => `${parts.listbox.current?.id ?? ''}-${index}`;

  useEffect(() => {
    const field = parts.input.current;
    const form = field?.form;
    if (!field || !form) return;
    const close = () => setClosedFor(field.value);
    const setActive = (index: number) => setActiveAt({ query: field.value, index });
    const done = () => {
      close();
      onDone?.();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const count = optionCount;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!expanded) setClosedFor(null);
        else if (event.key === 'ArrowDown') setActive(active + 1 >= count ? 0 : active + 1);
        else setActive(active <= 0 ? count - 1 : active - 1);
      } else if (event.key === 'Enter' && expanded && active >= 0) {
        event.preventDefault();
        const hit = shown[active];
        if (hit) void router.navigate({ href: hit.item.href });
        else void router.navigate({ to: '/search/', search: { q: field.value.trim() } });
        done();
      } else if (event.key === 'Escape') {
        if (expanded) close();
        else if (field.value) {
          field.value = '';
          field.dispatchEvent(new Event('input', { bubbles: true }));
        } else return;
        // Handled here: the phone's dialog stays open.
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      void router.navigate({ to: '/search/', search: { q: field.value.trim() } });
      // The results page has the query in its own field: the header's would say it twice.
      field.value = '';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      done();
    };
    const onFocus = () => setClosedFor(null);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('focus', onFocus);
    field.addEventListener('blur', close);
    form.addEventListener('submit', onSubmit);
    return () => {
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('focus', onFocus);
      field.removeEventListener('blur', close);
      form.removeEventListener('submit', onSubmit);
    };
  }, [parts, router, onDone, shown, optionCount, expanded, active]);

  // The field's markup was rendered by the first page's code; its state is written here.
  useEffect(() => {
    const field = parts.input.current;
    const listbox = parts.listbox.current;
    if (!field || !listbox) return;
    field.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) field.setAttribute('aria-activedescendant', `${listbox.id}-${active}`);
    else field.removeAttribute('aria-activedescendant');
    listbox.toggleAttribute('hidden', !expanded);
    parts.status.current?.setAttribute(
      'class',
      status && !expanded && open ? 'search-field__status' : 'visually-hidden',
    );
  }, [parts, expanded, active, status, open]);

  const listbox = parts.listbox.current;
  const note = parts.status.current;
  return (
    <>
      {listbox
        ? createPortal(
            shown
              .map(({ item }, index) => (
                <li
                  key={item.href}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="search-field__option"
                  // Keeps the focus in the field, so the list stays open until the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    setClosedFor(query);
                    void router.navigate({ href: item.href });
                    onDone?.();
                  }}
                >
                  <Thumb className="search-field__option-picture" src={item.image} width={72} height={48} />
                  <span className="search-field__option-text">
                    <span className="search-field__option-title">{item.title}</span>
                    <span className="search-field__option-meta">
                      {KIND_NAMES[item.kind].one} · {nextDateLabel(item, now, 'short')}
                    </span>
                    <span className="search-field__option-price">
                      <ItemPrice item={item} />
                    </span>
                  </span>
                </li>
              ))
              .concat(
                more ? (
                  <li
                    key="all"
                    id={optionId(shown.length)}
                    role="option"
                    aria-selected={shown.length === active}
                    className="search-field__option search-field__all"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      setClosedFor(query);
                      void router.navigate({ to: '/search/', search: { q: query.trim() } });
                      onDone?.();
                    }}
                  >
                    Показать все ({hits.length})
                  </li>
                ) : (
                  []
                ),
              ),
            listbox,
          )
        : null}
      {note ? createPortal(status, note) : null}
    </>
  );
}
