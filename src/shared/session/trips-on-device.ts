/**
 * The database where a signed-in tourist's trips are kept for offline use ('Мои поездки'): the one
 * personal thing the app leaves on the device, and only while the session lasts.
 */
export const TRIPS_DATABASE = 'storefront-trips';

/**
 * Removes the trips from the device: when a session ends (here or in another tab), and at a start
 * without a session (one that ended while the app was closed). Deleting a database that is not
 * there creates nothing.
 */
export function forgetTripsOnDevice(): void {
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(TRIPS_DATABASE);
}
