import { TRIPS_DATABASE } from '@common/trips/trips-database';

/**
 * Removes the trips from the device: when a session ends (here or in another tab), and at a start
 * without a session (one that ended while the app was closed). Deleting a database that is not
 * there creates nothing.
 */
export function forgetTripsOnDevice(): void {
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(TRIPS_DATABASE);
}
