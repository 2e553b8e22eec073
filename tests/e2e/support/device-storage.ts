import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { readSavedCache, type SavedCache } from './saved-cache-in-page';

// What the app keeps on the device, read the way the tests wait for it: by polling the stores
// themselves (the query cache in IndexedDB is written in bursts, the outbox as it goes).

/** The saved query cache; nothing saved: timestamp 0. */
export const savedCache = (page: Page): Promise<SavedCache> => page.evaluate(readSavedCache);

export const savedQueryKeys = async (page: Page): Promise<string[]> => (await savedCache(page)).queryKeys;

/** Resolves once the saved query cache holds a query whose key contains `fragment`. */
export async function waitUntilSaved(page: Page, fragment: string): Promise<void> {
  await expect
    .poll(() => savedQueryKeys(page), { timeout: 15_000 })
    .toContainEqual(expect.stringContaining(fragment));
}

/** Resolves once the query cache has been saved again after `since` (a timestamp of savedCache). */
export async function waitUntilSavedAfter(page: Page, since: number): Promise<void> {
  await expect
    .poll(async () => (await savedCache(page)).timestamp, { timeout: 15_000 })
    .toBeGreaterThan(since);
}

/**
 * How many messages the outbox still has to deliver (waiting, sending or refused); 0 once all went.
 * A sent message stays a while as 'sent' (common/outbox/machine.ts) and is not counted.
 */
export function waitingInOutbox(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const database = await new Promise<IDBDatabase | null>((resolve) => {
      const request = indexedDB.open('storefront-outbox');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
    if (!database?.objectStoreNames.contains('items')) {
      database?.close();
      return 0;
    }
    const items = await new Promise<Array<{ state?: string }>>((resolve) => {
      const request = database.transaction('items').objectStore('items').getAll();
      request.onsuccess = () => resolve(request.result as Array<{ state?: string }>);
      request.onerror = () => resolve([{ state: 'unreadable' }]);
    });
    database.close();
    return items.filter((item) => item.state !== 'sent').length;
  });
}

/**
 * How many users' trips 'Мои поездки' keeps on the device (src/features/trips/saved-trips.ts), or
 * null when its database is not there at all (as after a sign-out).
 */
export function tripsOnDevice(page: Page): Promise<number | null> {
  return page.evaluate(async () => {
    const name = 'storefront-trips';
    if (!(await indexedDB.databases()).some((database) => database.name === name)) return null;
    const database = await new Promise<IDBDatabase | null>((resolve) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
    if (!database?.objectStoreNames.contains('trips')) {
      database?.close();
      return 0;
    }
    const count = await new Promise<number>((resolve) => {
      const request = database.transaction('trips').objectStore('trips').count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(-1);
    });
    database.close();
    return count;
  });
}

/** Every address in Cache Storage, and every localStorage entry as `key=value`. */
export function cachedAndLocal(page: Page): Promise<{ cached: string[]; local: string[] }> {
  return page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) cached.push(request.url);
    }
    const local = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`);
    return { cached, local };
  });
}
