/// <reference lib="WebWorker" />
import type { PushedTrip } from '@common/push/push-message';
import { withChanges, type SavedTrips, type TripTimes } from '@common/trips/trip-changes';
import { TRIPS_DATABASE, TRIPS_STORE } from '@common/trips/trips-database';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
  });

/** The trips database if the app made it (a session is on); never created here. */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(TRIPS_DATABASE);
    // It did not exist (nobody is signed in on this device): nothing to correct, nothing left behind.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

/** One trip as the push has it now: the app's other fields stay. */
function corrected<T extends TripTimes>(trip: T, pushed: PushedTrip): T {
  return {
    ...trip,
    dateStart: pushed.dateStart,
    time: pushed.time,
    meetingPoint: pushed.meetingPoint ?? trip.meetingPoint,
  };
}

/**
 * Corrects the device's copy of the trip a push is about, with the change recorded as the app
 * records one (the card says what it was), so 'Мои поездки' is right offline before the app opens.
 * A cancelled trip leaves the copy. Answers whether a copy held the trip.
 */
export async function correctSavedTrip(pushed: PushedTrip): Promise<boolean> {
  const db = await openExisting();
  if (!db) return false;
  try {
    if (!db.objectStoreNames.contains(TRIPS_STORE)) return false;
    const store = db.transaction(TRIPS_STORE, 'readwrite').objectStore(TRIPS_STORE);
    const copies = await done(store.getAll() as IDBRequest<SavedTrips[]>);
    let found = false;
    for (const saved of copies) {
      if (!saved.trips.some((trip) => trip.key === pushed.key)) continue;
      found = true;
      const trips = pushed.canceled
        ? saved.trips.filter((trip) => trip.key !== pushed.key)
        : saved.trips.map((trip) => (trip.key === pushed.key ? corrected(trip, pushed) : trip));
      await done(store.put(withChanges(saved, trips, saved.userId, saved.savedAt), saved.userId));
    }
    return found;
  } finally {
    db.close();
  }
}
