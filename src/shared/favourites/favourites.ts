import { useSyncExternalStore } from 'react';

/** What a favourite keeps so that 'Избранное' can show it without a network. */
export interface Favourite {
  kind: FavouriteKind;
  /** The item's page, which is also its key. */
  href: string;
  title: string;
  picture: string;
  addedAt: number;
}

export type FavouriteKind = 'excursion' | 'tour' | 'hotel';

/**
 * Kept in localStorage, not in an account: favourites need no sign-in, are not personal data and
 * stay on 'Выйти'. Read synchronously, so a toggle knows its state on its first browser render.
 */
const KEY = 'storefront-favourites';
const EMPTY: readonly Favourite[] = [];

let cached: { raw: string | null; list: readonly Favourite[] } = { raw: null, list: EMPTY };
const listeners = new Set<() => void>();

function parse(raw: string | null): readonly Favourite[] {
  if (!raw) return EMPTY;
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list)
      ? (list as Favourite[]).filter((item) => typeof item?.href === 'string')
      : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The favourites, newest first; the same array until they change. */
export function readFavourites(storage: Storage = localStorage): readonly Favourite[] {
  let raw: string | null = null;
  try {
    raw = storage.getItem(KEY);
  } catch {
    // Storage blocked by the browser's settings: no favourites.
  }
  if (raw !== cached.raw) cached = { raw, list: parse(raw) };
  return cached.list;
}

function write(list: readonly Favourite[], storage: Storage) {
  try {
    storage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Full or blocked storage: the change lasts until the page is left.
    cached = { raw: JSON.stringify(list), list };
  }
  for (const listener of listeners) listener();
}

export const isFavourite = (href: string, storage: Storage = localStorage) =>
  readFavourites(storage).some((item) => item.href === href);

export function addFavourite(item: Omit<Favourite, 'addedAt'>, storage: Storage = localStorage): void {
  const others = readFavourites(storage).filter((other) => other.href !== item.href);
  write([{ ...item, addedAt: Date.now() }, ...others], storage);
}

export function removeFavourite(href: string, storage: Storage = localStorage): void {
  write(
    readFavourites(storage).filter((item) => item.href !== href),
    storage,
  );
}

// Another tab's change arrives as a storage event: one listener for every ♡ on the page, added
// with the first of them, rather than one per card while the list hydrates.
const onStorage = (event: StorageEvent) => {
  if (event.key !== KEY && event.key !== null) return;
  for (const listener of listeners) listener();
};

function subscribe(onChange: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

// The server knows no device: it renders no favourites, and the browser applies them after hydration.
const noneOnServer = () => EMPTY;
const unknownOnServer = () => null;
const onDevice = () => readFavourites();

/** The favourites as a toggle or a counter sees them: none on the server and while hydrating. */
export function useFavourites(): readonly Favourite[] {
  return useSyncExternalStore(subscribe, onDevice, noneOnServer);
}

/** The favourites as their list sees them: null (not known yet) on the server and while hydrating. */
export function useFavouritesList(): readonly Favourite[] | null {
  return useSyncExternalStore<readonly Favourite[] | null>(subscribe, onDevice, unknownOnServer);
}
