import { createStore, del, set, values } from 'idb-keyval';
import type { OutboxItem } from './machine';

/** Every page and the service worker read and write the same items: one database of its own. */
const store = () => createStore('storefront-outbox', 'items');

export const readItems = async (): Promise<OutboxItem[]> =>
  (await values<OutboxItem>(store())).sort((a, b) => a.createdAt - b.createdAt);
export const writeItem = (item: OutboxItem) => set(item.id, item, store());
export const deleteItem = (id: string) => del(id, store());

/** Pages follow the outbox here (the worker writes too). */
export const OUTBOX_CHANNEL = 'storefront-outbox';
/** The Background Sync tag the worker replays the outbox on. */
export const OUTBOX_SYNC_TAG = 'storefront-outbox';

export function announceChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage({ type: 'outbox-changed' });
  channel.close();
}
