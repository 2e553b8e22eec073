import { delMany, get, keys, promisifyRequest, set, type UseStore, values } from 'idb-keyval';
import { isSignedIn, sessionState } from '@/shared/session/session-state';
import { TRIPS_DATABASE, TRIPS_STORE as STORE } from '@common/trips/trips-database';
import type { SavedTrips } from './trip-changes';

let opening: Promise<IDBDatabase> | undefined;

/**
 * idb-keyval's store, but one whose connection closes when the database is to be deleted: a
 * sign-out, in this tab or another, deletes it, and an open connection would hold that back.
 */
const store: UseStore = (mode, callback) => {
  opening ??= openDatabase();
  return opening.then((db) => callback(db.transaction(STORE, mode).objectStore(STORE)));
};

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(TRIPS_DATABASE);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return promisifyRequest(request).then(
    (db) => {
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      return db;
    },
    (error: unknown) => {
      opening = undefined;
      throw error;
    },
  );
}

/**
 * The trips kept for a user (by id), or, when who is signed in is not known (offline, the user's
 * answer is never kept), the copy there is: a session's end removes every copy, so any copy is the
 * current session's. Nothing without a session.
 */
export async function readSavedTrips(userId?: number): Promise<SavedTrips | undefined> {
  if (!isSignedIn(sessionState)) return undefined;
  if (userId !== undefined) return get<SavedTrips>(userId, store);
  const [newest] = (await values<SavedTrips>(store)).sort((a, b) => b.savedAt - a.savedAt);
  return newest;
}

/** Keeps a user's trips, only while signed in, and drops any other user's copy. */
export async function saveTrips(saved: SavedTrips): Promise<void> {
  if (!isSignedIn(sessionState)) return;
  await set(saved.userId, saved, store);
  const others = (await keys(store)).filter((key) => key !== saved.userId);
  if (others.length > 0) await delMany(others, store);
}
