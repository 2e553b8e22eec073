import type { AnyRouter } from '@tanstack/react-router';
import { proxy } from 'valtio';
import type { PageToSave } from './load-page-data';
import type { SavedItem, saveForOffline } from './saved-items';

/** What is saved for the trip, as the pages show it; null until IndexedDB has been read. */
export const savedState = proxy<{ items: SavedItem[] | null }>({ items: null });

// The IndexedDB code loads when first needed, not with every page.
const savedItems = () => import('./saved-items');

export async function loadSavedItems(): Promise<void> {
  const { listSavedItems } = await savedItems();
  savedState.items = await listSavedItems().catch(() => []);
}

export async function saveSaved(...args: Parameters<typeof saveForOffline>): Promise<void> {
  const items = await savedItems();
  await items.saveForOffline(...args);
  await loadSavedItems();
}

export async function removeSaved(href: string): Promise<void> {
  const { removeSavedItem } = await savedItems();
  await removeSavedItem(href);
  await loadSavedItems();
}

/** Saves pages that are not on screen (the favourites): each is loaded first, then kept like one on screen. */
export async function saveSavedPages(
  router: AnyRouter,
  pages: readonly PageToSave[],
  /** How many pages have been tried so far. */
  onProgress: (done: number) => void,
): Promise<number> {
  const [{ savePageData }, { loadPageData }] = await Promise.all([savedItems(), import('./load-page-data')]);
  let saved = 0;
  for (const [index, page] of pages.entries()) {
    const data = await loadPageData(router, page.href).catch(() => null);
    if (data) {
      await savePageData({ ...page, pictures: [...page.pictures, ...data.pictures] }, data.queries);
      saved += 1;
    }
    onProgress(index + 1);
  }
  await loadSavedItems();
  return saved;
}
