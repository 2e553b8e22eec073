/**
 * The database where a signed-in tourist's trips are kept for offline use ('Мои поездки'): the one
 * personal thing the app leaves on the device, and only while the session lasts. The app writes
 * it; the worker corrects a trip a push says changed.
 */
export const TRIPS_DATABASE = 'storefront-trips';
/** Its one object store: a user's `SavedTrips` under the user's id. */
export const TRIPS_STORE = 'trips';
