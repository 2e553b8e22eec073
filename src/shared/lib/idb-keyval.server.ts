import type * as idb from 'idb-keyval';

/**
 * What the server's render gets in place of idb-keyval (the SSR build aliases it, vite.config.ts):
 * the device's IndexedDB is the browser's, so the server never calls these; one that did fails as
 * the package would without IndexedDB (the calls reject, a store cannot be made). A name the app
 * starts importing from idb-keyval must be added here, or the server build stops with a missing
 * export.
 */
const unavailable = () => new Error('idb-keyval runs in the browser only');
const rejects = () => Promise.reject(unavailable());
const throws = (): never => {
  throw unavailable();
};

export type UseStore = idb.UseStore;
export const createStore: typeof idb.createStore = throws;
export const get: typeof idb.get = rejects;
export const set: typeof idb.set = rejects;
export const del: typeof idb.del = rejects;
export const delMany: typeof idb.delMany = rejects;
export const clear: typeof idb.clear = rejects;
export const keys: typeof idb.keys = rejects;
export const values: typeof idb.values = rejects;
export const promisifyRequest: typeof idb.promisifyRequest = throws;
