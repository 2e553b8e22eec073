import { proxy } from 'valtio';
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
